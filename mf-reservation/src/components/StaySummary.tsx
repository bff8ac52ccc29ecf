// The stay at the top of the reservation page: hotel name, stars, address, Jalali check-in and check-out with
// their weekday and the hotel's times, and the number of nights.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDayLabel, toPersianDigits } from '@rahi/shared-contracts';
import { Stars } from '@rahi/shared-ui/components';
import { memo } from 'react';
import type { Draft } from '../api/draft';
import { TEXTS } from '../texts';

function Day({
  label,
  iso,
  time,
  timeLabel,
}: {
  label: string;
  iso: string;
  time: string;
  timeLabel: string;
}) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{formatDayLabel(iso, 'fa')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {timeLabel} {toPersianDigits(time)}
      </Typography>
    </Box>
  );
}

/** Memoised, as the reservation form's other parts are (pages/ReservationForm.tsx says why). */
export const StaySummary = memo(function StaySummary({ draft }: { draft: Draft }) {
  return (
    <Paper
      component="section"
      aria-labelledby="stay-hotel"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id="stay-hotel" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {draft.hotelName}
        </Typography>
        <Stars count={draft.hotelRate} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {draft.hotelAddress}
      </Typography>
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <Day label={TEXTS.checkin} iso={draft.checkin} time={draft.checkInTime} timeLabel={TEXTS.fromTime} />
        <Day
          label={TEXTS.checkout}
          iso={draft.checkOut}
          time={draft.checkOutTime}
          timeLabel={TEXTS.untilTime}
        />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {TEXTS.nights}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {toPersianDigits(draft.nights)} {TEXTS.night}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
});
