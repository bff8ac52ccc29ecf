// One paid booking waiting for its hotel: the hotel, the stay, the guest, the amount, and the answer's deadline
// as time left (marked when it is close or past, and when support has been asked to follow it up), with the
// confirm and refuse buttons.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCalendarDate, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { HotelConfirmation } from '@rahi/shared-contracts/api';
import { formatMoment } from '@rahi/shared-ui/format';
import { useState } from 'react';
import { timeLeft } from '../time-left';
import { ConfirmBookingDialog } from './ConfirmBookingDialog';
import { RefuseDialog } from './RefuseDialog';

export function ConfirmationCard({ booking, now }: { booking: HotelConfirmation; now: Date }) {
  const [asking, setAsking] = useState<'confirm' | 'refuse' | null>(null);
  const left = timeLeft(booking.answerDeadline, now);
  const titleId = `confirmation-${booking.reserveId}`;
  const facts = [
    `ورود ${formatCalendarDate(booking.checkin, 'fa')}`,
    `${toPersianDigits(booking.nights)} شب`,
    `${toPersianDigits(booking.rooms)} اتاق`,
    booking.guestName ? `به نام ${booking.guestName}` : null,
    tomanOf(booking.toPay),
    `پرداخت ${formatMoment(booking.paidAt)}`,
  ].filter((fact) => fact !== null);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, borderColor: left.urgent ? 'warning.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, flexGrow: 1 }}>
          رزرو {toPersianDigits(booking.reserveId)}، {booking.hotel.name}
        </Typography>
        {booking.escalatedAt && <Chip size="small" color="error" label="ارجاع به پشتیبانی" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {facts.join('، ')}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          mt: 1,
          fontWeight: 700,
          color: left.overdue ? 'error.main' : left.urgent ? 'warning.dark' : 'text.primary',
        }}
      >
        مهلت پاسخ: {formatMoment(booking.answerDeadline)} ({left.text})
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        <Button variant="contained" onClick={() => setAsking('confirm')}>
          تایید
        </Button>
        <Button variant="outlined" color="error" onClick={() => setAsking('refuse')}>
          رد
        </Button>
      </Box>
      {asking === 'confirm' && <ConfirmBookingDialog booking={booking} onClose={() => setAsking(null)} />}
      {asking === 'refuse' && <RefuseDialog booking={booking} onClose={() => setAsking(null)} />}
    </Paper>
  );
}
