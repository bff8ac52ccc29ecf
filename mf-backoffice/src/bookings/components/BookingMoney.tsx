// A booking's money as the desk checks it: the amounts, every payment attempt with the bank's reference and card,
// the wallet movements it caused, and the refunds.
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { StaffBooking } from '@rahi/shared-contracts/api';
import { Ltr, SectionCard } from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';
import { ScrollTable } from '../../components/ScrollTable';

const PAYMENT_STATUS: Record<StaffBooking['payments'][number]['status'], string> = {
  pending: 'در انتظار بانک',
  verified: 'پرداخت‌شده',
  failed: 'ناموفق',
  cancelled: 'انصراف',
  refunded: 'بازگشت‌داده‌شده',
  reversed: 'برگشت خورده',
};

const None = ({ text }: { text: string }) => <Typography color="text.secondary">{text}</Typography>;

export function BookingAmounts({ booking }: { booking: StaffBooking }) {
  const { amounts } = booking;
  const lines = [
    ['جمع', amounts.total],
    ['تخفیف هتل', amounts.hotelDiscount],
    ['کد تخفیف', amounts.discount],
    ['از کیف پول', amounts.credit],
    ['از امتیاز', amounts.points],
    ['پرداخت در بانک', amounts.toPay],
    ['قابل بازپرداخت به کیف پول', booking.refundable],
  ] as const;
  return (
    <SectionCard title="مبالغ">
      <ScrollTable label="مبالغ رزرو" minWidth={320}>
        {lines.map(([label, rial]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell>{tomanOf(rial)}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
    </SectionCard>
  );
}

export function BookingPayments({ booking }: { booking: StaffBooking }) {
  return (
    <SectionCard title="پرداخت‌ها">
      {booking.payments.length === 0 ? (
        <None text="پرداختی ثبت نشده است." />
      ) : (
        <ScrollTable
          label="پرداخت‌های رزرو"
          headings={['زمان', 'درگاه', 'مبلغ', 'وضعیت', 'کد پیگیری بانک', 'کارت']}
          minWidth={760}
        >
          {booking.payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(payment.createdAt)}</TableCell>
              <TableCell>{payment.provider}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{tomanOf(payment.amount)}</TableCell>
              <TableCell>{PAYMENT_STATUS[payment.status]}</TableCell>
              <TableCell>{payment.refId ? <Ltr>{toPersianDigits(payment.refId)}</Ltr> : '—'}</TableCell>
              <TableCell>{payment.cardPan ? <Ltr>{toPersianDigits(payment.cardPan)}</Ltr> : '—'}</TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      )}
    </SectionCard>
  );
}

export function BookingWallet({ booking }: { booking: StaffBooking }) {
  return (
    <SectionCard title="گردش کیف پول و بازپرداخت‌ها">
      {booking.walletMovements.length === 0 && booking.refunds.length === 0 ? (
        <None text="این رزرو گردشی در کیف پول و بازپرداختی ندارد." />
      ) : (
        <ScrollTable
          label="گردش کیف پول و بازپرداخت‌های رزرو"
          headings={['زمان', 'شرح', 'مبلغ']}
          minWidth={560}
        >
          {booking.walletMovements.map((movement) => (
            <TableRow key={`wallet-${movement.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(movement.at)}</TableCell>
              <TableCell>کیف پول: {movement.reason}</TableCell>
              <TableCell
                sx={{ whiteSpace: 'nowrap', color: movement.amount < 0 ? 'error.main' : 'success.dark' }}
              >
                {movement.amount < 0 ? '−' : '+'}
                {tomanOf(Math.abs(movement.amount))}
              </TableCell>
            </TableRow>
          ))}
          {booking.refunds.map((refund) => (
            <TableRow key={`refund-${refund.createdAt}-${refund.amount}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(refund.createdAt)}</TableCell>
              <TableCell>
                بازپرداخت به {refund.destination === 'wallet' ? 'کیف پول' : 'کارت'}
                {refund.cardPan && (
                  <>
                    {' '}
                    <Ltr>{toPersianDigits(refund.cardPan)}</Ltr>
                  </>
                )}
                {refund.status === 'pending' ? ' (در انتظار)' : ''}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{tomanOf(refund.amount)}</TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      )}
    </SectionCard>
  );
}
