// A quiet placeholder while a page's code arrives, shaped like a page so nothing jumps when it lands. A page's
// placeholder (`screen`) is as tall as the screen: the footer starts below the fold and stays there when the
// (taller) page replaces it, instead of being seen under a short placeholder and pushed down (Lighthouse
// measured that jump as a layout shift of 0.30-0.38 on the home and city pages).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { MESSAGES } from '@rahi/shared-contracts';

/** `screen`: at least the screen's height (a whole page's placeholder, not a dialog's). */
export function PageSkeleton({ screen = false }: { screen?: boolean }) {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={MESSAGES.loading}
      sx={{ py: 4, display: 'grid', gap: 2, alignContent: 'start', minHeight: screen ? '100vh' : undefined }}
    >
      <Skeleton variant="rounded" height={180} />
      <Skeleton width="60%" height={36} />
      <Skeleton width="85%" />
      <Skeleton width="75%" />
    </Box>
  );
}
