// The card the payment outcome pages are drawn in (success, failure, and their loading state): the same box and
// heading from the first paint, so nothing below it moves when the booking arrives.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function BookingCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
