// The bank card payments for the traveller's bookings, beside the wallet's movements: a refund to the wallet
// has the payment it gives back next to it. Amounts in Toman, dates in Jalali, the masked card left to right.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { CardPayment } from '@rahi/shared-contracts/api';
import { formatMoment } from '@rahi/shared-ui/format';
import { RecordList } from './RecordList';

const STATUS: Record<CardPayment['status'], string> = {
  verified: 'پرداخت موفق',
  // Captured after the booking's hold ran out: the amount went back to the wallet.
  refunded: 'بازگشت به کیف پول',
  reversed: 'بازگشت به کارت',
};

export function CardPaymentList({ items }: { items: readonly CardPayment[] }) {
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        هنوز پرداختی با کارت بانکی نداشته‌اید.
      </Typography>
    );
  return (
    <RecordList
      label="پرداخت‌های کارتی"
      rowTestId="card-payment-row"
      items={items}
      details={(item) => (
        <>
          <Typography sx={{ fontWeight: 700 }}>
            پرداخت رزرو {toPersianDigits(item.reserveId)}، {item.hotelName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatMoment(item.at)}، {STATUS[item.status]}
            {item.cardPan && (
              <>
                {'، کارت '}
                {/* Never broken at its dashes: a wrapped number reads in two pieces, right half first. */}
                <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                  {toPersianDigits(item.cardPan)}
                </Box>
              </>
            )}
          </Typography>
        </>
      )}
      end={(item) => (
        <Typography sx={{ fontWeight: 700, color: 'error.dark', whiteSpace: 'nowrap' }}>
          {tomanOf(item.amount)}
        </Typography>
      )}
    />
  );
}
