// The cart's sum (product §9, with the shared-contracts pricing functions): the total at board price, the
// hotel discount and the amount to pay, with the reserve button. Beside the page on a desktop (sticky);
// on a phone a bar fixed to the bottom of the screen (the route hides the footer on phones for it).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type CartState,
  calculateAmountToPay,
  calculateCartTotals,
  tomanOf,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { PendingButton } from '@rahi/shared-ui/components';
import { COLORS } from '@rahi/shared-ui/tokens';

export interface CartSummaryProps {
  cart: CartState;
  nights: number;
  onReserve: () => void;
  saving: boolean;
}

/** The phone bar's height, which the page leaves free below its content. */
export const PHONE_BAR_HEIGHT = 76;

export function cartFigures(cart: CartState) {
  const totals = calculateCartTotals(cart);
  return { ...totals, amountToPay: calculateAmountToPay(totals) };
}

export function CartSummary({ cart, nights, onReserve, saving }: CartSummaryProps) {
  const { total, hotelDiscount, amountToPay } = cartFigures(cart);
  const rooms = `${toPersianDigits(cart.length)} اتاق، ${toPersianDigits(nights)} شب`;
  const button = (
    <PendingButton
      variant="contained"
      size="large"
      onClick={onReserve}
      pending={saving}
      sx={{ minWidth: 120 }}
    >
      {saving ? 'در حال ثبت…' : 'رزرو'}
    </PendingButton>
  );
  // Nothing to sum yet, beside the page and on the phone bar: «۰ تومان» would read as a price.
  const nothingChosen = (
    <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>هنوز اتاقی انتخاب نشده است.</Typography>
  );
  return (
    <>
      <Paper
        component="aside"
        aria-label="خلاصه رزرو"
        variant="outlined"
        sx={{
          display: { xs: 'none', md: 'grid' },
          gap: 1.5,
          p: 2,
          borderRadius: 3,
          position: 'sticky',
          top: 80,
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
          خلاصه رزرو
        </Typography>
        {cart.length === 0 ? (
          nothingChosen
        ) : (
          <>
            <Typography sx={{ fontSize: 14 }}>{rooms}</Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, fontSize: 14 }}
            >
              <dt>جمع کل</dt>
              <Box component="dd" sx={{ m: 0 }} data-testid="summary-total">
                {tomanOf(total)}
              </Box>
              <Box component="dt" sx={{ color: COLORS.discount }}>
                تخفیف هتل
              </Box>
              <Box component="dd" sx={{ m: 0, color: COLORS.discount }} data-testid="summary-discount">
                {tomanOf(hotelDiscount)}
              </Box>
              <Box component="dt" sx={{ fontWeight: 800, borderTop: 1, borderColor: 'divider', pt: 1 }}>
                مبلغ قابل پرداخت
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  fontWeight: 800,
                  borderTop: 1,
                  borderColor: 'divider',
                  pt: 1,
                  color: 'primary.dark',
                }}
                data-testid="summary-amount"
              >
                {tomanOf(amountToPay)}
              </Box>
            </Box>
          </>
        )}
        {button}
      </Paper>
      <Paper
        aria-label="خلاصه رزرو در پایین صفحه"
        role="region"
        elevation={8}
        square
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 'appBar',
          height: PHONE_BAR_HEIGHT,
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          px: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {cart.length === 0 ? (
          nothingChosen
        ) : (
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
              {rooms}
              {hotelDiscount > 0 ? ` (تخفیف ${tomanOf(hotelDiscount)})` : ''}
            </Typography>
            <Typography
              sx={{ fontWeight: 800, fontSize: 16, color: 'primary.dark' }}
              data-testid="bar-amount"
            >
              {tomanOf(amountToPay)}
            </Typography>
          </Box>
        )}
        {button}
      </Paper>
    </>
  );
}
