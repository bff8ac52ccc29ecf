// A hotel's from-price per night in Toman on the search pages, with the board price struck and the discount
// percent, or "جا ندارد" when no room is free for the whole stay (the shared price block).
import Box from '@mui/material/Box';
import { SEARCH_TEXT } from '@rahi/shared-contracts';
import { PriceBlock } from '@rahi/shared-ui/components';

export interface PriceTagProps {
  fromPrice: number | null;
  fromBoardPrice: number | null;
  discountPercent: number;
  available: boolean;
}

export function PriceTag({ fromPrice, fromBoardPrice, discountPercent, available }: PriceTagProps) {
  return (
    <Box sx={{ textAlign: 'end' }}>
      <PriceBlock
        price={fromPrice}
        boardPrice={fromBoardPrice}
        discountPercent={discountPercent}
        available={available}
        before="از"
        after={SEARCH_TEXT.perNightToman}
        afterSpoken={SEARCH_TEXT.perNightTomanSpoken}
        priceTestId="from-price"
      />
    </Box>
  );
}
