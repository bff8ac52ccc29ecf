// A hotel's stars as the eye reads them (★★★★☆) and as a screen reader says them ("۴ ستاره").
import Box from '@mui/material/Box';
import { toPersianDigits } from '@rahi/shared-contracts';
import { COLORS } from '../tokens/tokens';

/** @example <Stars count={4} /> // ★★★★☆, read "۴ ستاره" */
export function Stars({ count }: { count: number }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${toPersianDigits(count)} ستاره`}
      sx={{ color: COLORS.star, letterSpacing: 1 }}
    >
      {'★'.repeat(count)}
      <Box component="span" sx={{ color: 'grey.300' }}>
        {'★'.repeat(Math.max(0, 5 - count))}
      </Box>
    </Box>
  );
}
