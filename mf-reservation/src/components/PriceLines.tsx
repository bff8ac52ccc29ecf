// docs/product.md §9's price lines: total, hotel discount, discount code, credit, points and the amount to pay, in
// Toman with Persian digits. The figures come from bookingAmounts(), the function booking-api charges with.
// A description list holds only its line groups: the rule above the amount to pay is that group's border.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type BookingAmounts, tomanOf } from '@rahi/shared-contracts';
import { COLORS } from '@rahi/shared-ui/tokens';
import { TEXTS } from '../texts';

function Line({
  label,
  value,
  testId,
  minus,
}: {
  label: string;
  value: number;
  testId: string;
  minus?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt">{label}</Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{ m: 0, color: minus ? COLORS.discount : undefined }}
      >
        {tomanOf(value)}
      </Typography>
    </Box>
  );
}

export function PriceLines({
  amounts,
}: {
  amounts: Pick<BookingAmounts, 'total' | 'hotelDiscount' | 'discount' | 'credit' | 'points' | 'toPay'>;
}) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Line label={TEXTS.total} value={amounts.total} testId="price-total" />
      {amounts.hotelDiscount > 0 && (
        <Line label={TEXTS.hotelDiscount} value={amounts.hotelDiscount} testId="price-hotel-discount" minus />
      )}
      {amounts.discount > 0 && (
        <Line label={TEXTS.discountCode} value={amounts.discount} testId="price-discount" minus />
      )}
      {amounts.credit > 0 && <Line label={TEXTS.credit} value={amounts.credit} testId="price-credit" minus />}
      {amounts.points > 0 && <Line label={TEXTS.points} value={amounts.points} testId="price-points" minus />}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          mt: 1,
          pt: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="dt" sx={{ fontWeight: 800 }}>
          {TEXTS.amountToPay}
        </Typography>
        <Typography
          component="dd"
          data-testid="price-to-pay"
          sx={{ m: 0, fontWeight: 800, color: 'primary.dark' }}
        >
          {tomanOf(amounts.toPay)}
        </Typography>
      </Box>
    </Box>
  );
}
