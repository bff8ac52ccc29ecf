// The shape of a hotel card while the list loads, the same size as the card so nothing jumps.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { PHOTO_HEIGHT, PHOTO_WIDTH, WIDE_LIST } from './HotelCard';

export function HotelCardSkeleton() {
  return (
    <Paper
      variant="outlined"
      aria-hidden="true"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '112px 1fr', sm: `${PHOTO_WIDTH}px 1fr` },
        [WIDE_LIST]: { gridTemplateColumns: `${PHOTO_WIDTH}px 1fr 180px` },
        gap: { xs: 1.5, sm: 2 },
        p: 1.5,
        borderRadius: 3,
      }}
    >
      <Skeleton variant="rounded" sx={{ width: '100%', height: { xs: 112, sm: PHOTO_HEIGHT } }} />
      <Box>
        <Skeleton width="60%" height={28} />
        <Skeleton width="40%" />
        <Skeleton width="80%" />
        <Skeleton width="50%" />
      </Box>
      <Box sx={{ alignSelf: 'end', display: 'none', [WIDE_LIST]: { display: 'block' } }}>
        <Skeleton width="100%" height={32} />
      </Box>
    </Paper>
  );
}
