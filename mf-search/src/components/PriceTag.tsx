// A hotel's from-price per night in Toman, with the board price struck and the discount percent, or
// "جا ندارد" when no room is free for the whole stay.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatToman, SEARCH_TEXT, tomanOf, toPersianDigits } from '@rahi/shared-contracts';

export interface PriceTagProps {
  fromPrice: number | null;
  fromBoardPrice: number | null;
  discountPercent: number;
  available: boolean;
}

export function PriceTag({ fromPrice, fromBoardPrice, discountPercent, available }: PriceTagProps) {
  if (!available || fromPrice === null) {
    return (
      <Typography sx={{ fontWeight: 700, color: 'error.main' }} data-testid="sold-out">
        {SEARCH_TEXT.soldOut}
      </Typography>
    );
  }
  const discounted = discountPercent > 0 && fromBoardPrice !== null && fromBoardPrice > fromPrice;
  return (
    <Box sx={{ textAlign: 'end' }}>
      {discounted ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
          <Typography
            component="s"
            sx={{ color: 'text.secondary', fontSize: 14 }}
            aria-label={`قیمت رسمی ${tomanOf(fromBoardPrice)}`}
          >
            {formatToman(fromBoardPrice)}
          </Typography>
          <Box
            component="span"
            sx={{
              bgcolor: 'error.main',
              color: '#fff',
              borderRadius: 1,
              px: 0.75,
              fontSize: 13,
              fontWeight: 700,
            }}
          >
            {toPersianDigits(discountPercent)}٪ تخفیف
          </Box>
        </Box>
      ) : null}
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        از{' '}
        <Box component="strong" sx={{ fontSize: 18, color: 'primary.dark' }} data-testid="from-price">
          {formatToman(fromPrice)}
        </Box>{' '}
        {SEARCH_TEXT.perNightToman}
      </Typography>
    </Box>
  );
}
