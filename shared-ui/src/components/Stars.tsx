// A hotel's stars as the eye reads them (four filled, one empty, filled from the right) and as a screen reader
// says them ("۴ ستاره"). They are drawn, not written: no font the site loads has a glyph for ★, so a text star
// made the browser look through the system's fonts on every page with a hotel on it (on Linux, one request to
// the browser process per family and size, 10-40 ms of the first layout), and each system drew it differently.
import Box from '@mui/material/Box';
import { toPersianDigits } from '@rahi/shared-contracts';
import { COLORS } from '../tokens/tokens';

const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
/** Each star takes 24 units of the 120-unit-wide drawing, the first one at the right. */
const STEP = 24;

/** @example <Stars count={4} /> // four amber stars and a grey one, read "۴ ستاره" */
export function Stars({ count }: { count: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(count)));
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`${toPersianDigits(count)} ستاره`}
      viewBox={`0 0 ${5 * STEP} ${STEP}`}
      // As wide as the five text stars were (a system font's ★, 0.84em, and 1px between them at 14px), so the
      // header lines of hotel pages and cards break where they did.
      // An empty star takes the text colour, the theme's grey.300 (as before).
      sx={{ width: '4.6em', height: '0.92em', verticalAlign: '-0.1em', flexShrink: 0, color: 'grey.300' }}
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          d={STAR_PATH}
          transform={`translate(${(4 - index) * STEP} 0)`}
          fill={index < filled ? COLORS.star : 'currentColor'}
        />
      ))}
    </Box>
  );
}
