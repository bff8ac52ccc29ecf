// The bookings found, one row each: reserve id (the link to its page), status, hotel, check-in (Jalali) and
// nights, the first guest, the booker's mobile, the amount, when it was made; escalated ones are marked.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatCalendarDate, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { StaffBookingSummary } from '@rahi/shared-contracts/api';
import { BookingStatusChip, Ltr } from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';
import { Link as RouterLink } from 'react-router-dom';
import { ScrollTable } from '../../components/ScrollTable';

const HEADINGS = ['کد رزرو', 'وضعیت', 'هتل', 'ورود', 'مهمان', 'موبایل رزروکننده', 'مبلغ', 'ثبت'];

export function BookingsTable({ bookings }: { bookings: readonly StaffBookingSummary[] }) {
  return (
    <ScrollTable label="رزروهای یافته‌شده" headings={HEADINGS} minWidth={960}>
      {bookings.map((booking) => (
        <TableRow key={booking.reserveId} hover>
          <TableCell>
            <Link
              component={RouterLink}
              to={`/backoffice/bookings/${booking.reserveId}`}
              sx={{ fontWeight: 700 }}
            >
              {toPersianDigits(booking.reserveId)}
            </Link>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <BookingStatusChip status={booking.status} />
            {booking.escalatedAt && (
              <Chip size="small" color="error" label="ارجاع به پشتیبانی" sx={{ ms: 0.5 }} />
            )}
          </TableCell>
          <TableCell>{booking.hotel.name}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatCalendarDate(booking.checkin, 'fa')}، {toPersianDigits(booking.nights)} شب
          </TableCell>
          <TableCell>{booking.guestName ?? '—'}</TableCell>
          <TableCell>
            <Ltr>{toPersianDigits(booking.bookerMobile)}</Ltr>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{tomanOf(booking.toPay)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(booking.createdAt)}</TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
