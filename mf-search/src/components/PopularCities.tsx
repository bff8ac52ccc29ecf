// The home page's popular destinations: each city with its province and hotel count, linking to its list.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { cityPath, toPersianDigits } from '@rahi/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import type { PopularCity } from '../api/get-popular-cities';

const CARD_HEIGHT = 92;
const GRID_SX = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
} as const;

export function PopularCities({ cities, count }: { cities: PopularCity[] | undefined; count: number }) {
  if (!cities) {
    return (
      <Box component="ul" sx={GRID_SX} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => `skeleton-${index}`).map((key) => (
          <li key={key}>
            <Skeleton variant="rounded" height={CARD_HEIGHT} />
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={GRID_SX}>
      {cities.map(({ city }) => (
        <li key={city.id}>
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              height: CARD_HEIGHT,
              borderRadius: 3,
              position: 'relative',
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              <Link
                component={RouterLink}
                to={cityPath(city)}
                underline="none"
                color="inherit"
                sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
              >
                هتل‌های {city.name}
              </Link>
            </Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {city.province}، {toPersianDigits(city.hotelsCount)} هتل
            </Typography>
          </Paper>
        </li>
      ))}
    </Box>
  );
}
