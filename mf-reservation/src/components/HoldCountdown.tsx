// How long a booking's rooms are still held, as mm:ss in Persian digits, ticking each second. It tells the
// page once the hold is over. Screen readers get the minutes left, not every second. Drawn by the server (the
// payment failure page), its time is the server's second: hydration keeps it (suppressHydrationWarning, the
// clock's own elements only) and the next tick writes the browser's.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { clockLeft, toPersianDigits } from '@rahi/shared-contracts';
import { useEffect, useState } from 'react';
import { TEXTS } from '../texts';

const secondsLeft = (until: string) => Math.max(0, Math.floor((Date.parse(until) - Date.now()) / 1000));

export function HoldCountdown({ until, onExpire }: { until: string; onExpire?: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(until));
  useEffect(() => {
    setLeft(secondsLeft(until));
    const timer = setInterval(() => setLeft(secondsLeft(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  useEffect(() => {
    if (left === 0) onExpire?.();
  }, [left, onExpire]);

  return (
    <Box
      role="timer"
      suppressHydrationWarning
      aria-label={
        left > 0 ? `${TEXTS.holdLeft}: ${toPersianDigits(Math.ceil(left / 60))} دقیقه` : TEXTS.holdOver
      }
      sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
    >
      <Typography component="span" color="text.secondary">
        {left > 0 ? TEXTS.holdLeft : TEXTS.holdOver}
      </Typography>
      {left > 0 && (
        <Typography
          component="span"
          dir="ltr"
          suppressHydrationWarning
          sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'warning.dark' }}
        >
          {clockLeft(left)}
        </Typography>
      )}
    </Box>
  );
}
