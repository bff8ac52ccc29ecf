// What a back-office page shows while its code or its first answer loads.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { MESSAGES } from '@rahi/shared-contracts';

export function PageLoading({ rows = 4 }: { rows?: number }) {
  return (
    <Box role="status" aria-busy="true" aria-label={MESSAGES.loading} sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="text" width="40%" height={40} />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Box>
  );
}
