// A price as every page shows it (the city list's from-price, the hotel page's room total): the board price
// struck with the discount percent beside it when there is a discount, then the customer price, in Toman.
// Or "جا ندارد" when nothing is free. A screen reader hears each row as one sentence with its words ("قیمت قبلی
// ۱۲٬۰۰۰٬۰۰۰ تومان، ۱۰٪ تخفیف", "از ۱۰٬۸۰۰٬۰۰۰ تومان برای هر شب"): the drawn pieces are aria-hidden.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatToman, SEARCH_TEXT, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import { COLORS } from '../tokens/tokens';
import { VisuallyHidden } from './VisuallyHidden';

export interface PriceBlockProps {
  /** The customer price in Rial; null (or `available` false) shows "جا ندارد". */
  price: number | null;
  /** The board price in Rial, struck when higher than `price` and the discount is over 0. */
  boardPrice: number | null;
  discountPercent: number;
  available?: boolean;
  /** Before the price ('از'). */
  before?: string;
  /** After the price, from its unit on ('تومان برای ۲ شب'). */
  after: string;
  /** `after` as a screen reader should say it, when the drawn words do not read well ('تومان / هر شب'). */
  afterSpoken?: string;
  /** The price's font size: 18 in lists, 20 on the hotel page. */
  size?: number;
  /** The test id of the price itself. */
  priceTestId?: string;
  /** Where the discount row sits: at the end (default), or `{ sm: 'flex-end' }` to start on phones. */
  justify?: string | Record<string, string>;
}

const discountBadge = {
  bgcolor: COLORS.discount,
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
  afterSpoken = after,
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
  const percent = `${toPersianDigits(discountPercent)}٪ تخفیف`;
  return (
    <>
      {discounted ? (
        <>
          <Box
            aria-hidden="true"
            sx={{ display: 'flex', gap: 1, justifyContent: justify, alignItems: 'center' }}
          >
            <Typography component="s" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {formatToman(boardPrice)}
            </Typography>
            <Box component="span" sx={discountBadge}>
              {percent}
            </Box>
          </Box>
          <VisuallyHidden>{`${SEARCH_TEXT.boardPriceSpoken} ${tomanOf(boardPrice)}، ${percent}`}</VisuallyHidden>
        </>
      ) : null}
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        <span aria-hidden="true">
          {before ? <>{before} </> : null}
          <Box component="strong" sx={{ fontSize: size, color: 'primary.dark' }} data-testid={priceTestId}>
            {formatToman(price)}
          </Box>{' '}
          {after}
        </span>
        <VisuallyHidden>{[before, formatToman(price), afterSpoken].filter(Boolean).join(' ')}</VisuallyHidden>
      </Typography>
    </>
  );
}
