// A price as every page shows it (the city list's from-price, the hotel page's room total): the board price
// struck with the discount percent beside it when there is a discount, then the customer price, in Toman.
// Or "جا ندارد" when nothing is free.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatToman, SEARCH_TEXT, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { ReactNode } from 'react';

export interface PriceBlockProps {
  /** The customer price in Rial; null (or `available` false) shows "جا ندارد". */
  price: number | null;
  /** The board price in Rial, struck when higher than `price` and the discount is over 0. */
  boardPrice: number | null;
  discountPercent: number;
  available?: boolean;
  /** Before the price ('از'). */
  before?: ReactNode;
  /** After the price ('تومان برای ۲ شب'). */
  after: ReactNode;
  /** The price's font size: 18 in lists, 20 on the hotel page. */
  size?: number;
  /** The test id of the price itself. */
  priceTestId?: string;
  /** Where the discount row sits: at the end (default), or `{ sm: 'flex-end' }` to start on phones. */
  justify?: string | Record<string, string>;
}

const discountBadge = {
  bgcolor: 'error.main',
  color: '#fff',
  borderRadius: 1,
  px: 0.75,
  fontSize: 13,
  fontWeight: 700,
} as const;

/** @example <PriceBlock price={9_000_000} boardPrice={10_000_000} discountPercent={10} before="از" after="تومان هر شب" /> */
export function PriceBlock({
  price,
  boardPrice,
  discountPercent,
  available = true,
  before,
  after,
  size = 18,
  priceTestId,
  justify = 'flex-end',
}: PriceBlockProps) {
  if (!available || price === null) {
    return (
      <Typography sx={{ fontWeight: 700, color: 'error.main' }} data-testid="sold-out">
        {SEARCH_TEXT.soldOut}
      </Typography>
    );
  }
  const discounted = discountPercent > 0 && boardPrice !== null && boardPrice > price;
  return (
    <>
      {discounted ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: justify, alignItems: 'center' }}>
          <Typography
            component="s"
            sx={{ color: 'text.secondary', fontSize: 14 }}
            aria-label={`قیمت رسمی ${tomanOf(boardPrice)}`}
          >
            {formatToman(boardPrice)}
          </Typography>
          <Box component="span" sx={discountBadge}>
            {toPersianDigits(discountPercent)}٪ تخفیف
          </Box>
        </Box>
      ) : null}
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {before ? <>{before} </> : null}
        <Box component="strong" sx={{ fontSize: size, color: 'primary.dark' }} data-testid={priceTestId}>
          {formatToman(price)}
        </Box>{' '}
        {after}
      </Typography>
    </>
  );
}
