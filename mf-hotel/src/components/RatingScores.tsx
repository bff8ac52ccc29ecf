// The category scores out of 5 (staff, cleanliness, restaurant, location, value for money) as bars.
// Plain boxes rather than LinearProgress: a bar's width is a percentage, which reads the same both ways.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Scores } from '@rahi/shared-contracts/api';
import { formatDecimal } from '@rahi/shared-ui/format';

export const SCORE_LABELS: Readonly<Record<keyof Scores, string>> = {
  staff: 'برخورد کارکنان',
  cleanliness: 'تمیزی',
  restaurant: 'رستوران',
  location: 'موقعیت مکانی',
  valueForMoney: 'ارزش نسبت به قیمت',
};

export function RatingScores({ scores }: { scores: Scores }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {(Object.keys(SCORE_LABELS) as (keyof Scores)[]).map((key) => (
        <Box
          component="li"
          key={key}
          sx={{
            display: 'grid',
            gridTemplateColumns: '140px minmax(0, 1fr) 32px',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Typography component="span" sx={{ fontSize: 14 }}>
            {SCORE_LABELS[key]}
          </Typography>
          <Box
            role="meter"
            aria-label={SCORE_LABELS[key]}
            aria-valuemin={0}
            aria-valuemax={5}
            aria-valuenow={scores[key]}
            aria-valuetext={`${formatDecimal(scores[key])} از ۵`}
            sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.200', overflow: 'hidden' }}
          >
            <Box sx={{ height: '100%', width: `${(scores[key] / 5) * 100}%`, bgcolor: 'primary.main' }} />
          </Box>
          <Typography component="span" sx={{ fontSize: 14, fontWeight: 700, textAlign: 'end' }}>
            {formatDecimal(scores[key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
