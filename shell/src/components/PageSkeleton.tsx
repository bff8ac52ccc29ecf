// A quiet placeholder while a page's code arrives, shaped like a page so nothing jumps when it lands.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { MESSAGES } from '@rahi/shared-contracts';

export function PageSkeleton() {
  return (
    <Box aria-busy="true" aria-label={MESSAGES.loading} sx={{ py: 4, display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={180} />
      <Skeleton width="60%" height={36} />
      <Skeleton width="85%" />
      <Skeleton width="75%" />
    </Box>
  );
}
