// /backoffice/bookings/:reserveId (support, admin): one booking as the desk needs it: the stay and the booker, the
// rooms and guests, the amounts, payments with the bank's reference, wallet movements and refunds, the history;
// and the actions, each with a required reason: cancel (the policy's penalty, or waived), refund to the wallet,
// resend the voucher SMS.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCalendarDate, toPersianDigits } from '@rahi/shared-contracts';
import { isPaidStatus, type StaffBooking } from '@rahi/shared-contracts/api';
import { BookingStatusChip, LoadState, Ltr, SectionCard } from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading';
import { useStaffBooking } from './api/get-staff-booking';
import { BookingHistory } from './components/BookingHistory';
import { BookingAmounts, BookingPayments, BookingWallet } from './components/BookingMoney';
import { BookingRooms } from './components/BookingRooms';
import { CancelBookingDialog } from './components/CancelBookingDialog';
import { ResendVoucherDialog } from './components/ResendVoucherDialog';
import { WalletRefundDialog } from './components/WalletRefundDialog';

type Action = 'cancel' | 'refund' | 'voucher';

function Summary({ booking }: { booking: StaffBooking }) {
  const facts: [string, ReactNode][] = [
    ['هتل', booking.hotel.name],
    ['ورود', `${formatCalendarDate(booking.checkin, 'fa')}، ${toPersianDigits(booking.nights)} شب`],
    ['موبایل رزروکننده', <Ltr key="mobile">{toPersianDigits(booking.bookerMobile)}</Ltr>],
    ['ایمیل رزروکننده', booking.bookerEmail ? <Ltr key="email">{booking.bookerEmail}</Ltr> : '—'],
    [
      'حساب کاربری',
      booking.userId !== null ? `شماره ${toPersianDigits(booking.userId)}` : 'بدون حساب (مهمان)',
    ],
    ['ثبت', formatMoment(booking.createdAt)],
    ['پرداخت', booking.paidAt ? formatMoment(booking.paidAt) : '—'],
  ];
  return (
    <SectionCard title="خلاصه">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' } }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

function Actions({ booking, onAsk }: { booking: StaffBooking; onAsk: (action: Action) => void }) {
  const paid = isPaidStatus(booking.status);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        color="error"
        disabled={!booking.cancellation.allowed}
        onClick={() => onAsk('cancel')}
      >
        لغو رزرو
      </Button>
      <Button
        variant="outlined"
        disabled={booking.userId === null || booking.refundable <= 0}
        onClick={() => onAsk('refund')}
      >
        بازپرداخت به کیف پول
      </Button>
      <Button variant="outlined" disabled={!paid} onClick={() => onAsk('voucher')}>
        ارسال دوباره پیامک تاییدیه
      </Button>
    </Box>
  );
}

export default function BookingPage() {
  const reserveId = useParams().reserveId ?? '';
  const booking = useStaffBooking(reserveId);
  const [asking, setAsking] = useState<Action | null>(null);
  const data = booking.data?.reserveId === reserveId ? booking.data : undefined;
  const close = () => setAsking(null);
  return (
    <>
      <PageHeading title={`رزرو ${toPersianDigits(reserveId)}`}>
        {data && <BookingStatusChip status={data.status} />}
        {data?.escalatedAt && <Chip size="small" color="error" label="ارجاع به پشتیبانی" />}
      </PageHeading>
      <Link component={RouterLink} to="/backoffice/bookings" sx={{ display: 'inline-block', mb: 2 }}>
        بازگشت به جستجوی رزروها
      </Link>
      {!data ? (
        <LoadState error={booking.error} onRetry={() => void booking.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Actions booking={data} onAsk={setAsking} />
          {!data.cancellation.allowed && data.cancellation.reason && (
            <Alert severity="info">{data.cancellation.reason}</Alert>
          )}
          <Summary booking={data} />
          <BookingRooms booking={data} />
          <BookingAmounts booking={data} />
          <BookingPayments booking={data} />
          <BookingWallet booking={data} />
          <BookingHistory booking={data} />
          {asking === 'cancel' && <CancelBookingDialog booking={data} onClose={close} />}
          {asking === 'refund' && <WalletRefundDialog booking={data} onClose={close} />}
          {asking === 'voucher' && <ResendVoucherDialog booking={data} onClose={close} />}
        </Box>
      )}
    </>
  );
}
