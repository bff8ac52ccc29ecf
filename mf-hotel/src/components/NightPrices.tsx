// A room's price night by night (weekends and holidays cost more), shown on demand right under its button,
// beside the room's total and «انتخاب» (above them on a phone). The caption
// gives the unit once; each cell is still said as an amount in Toman (a struck one as the previous price).
import Box from '@mui/material/Box';
import { formatShortDay, SEARCH_TEXT } from '@rahi/shared-contracts';
import type { NightPrice } from '@rahi/shared-contracts/api';
import { Toman } from '@rahi/shared-ui/components';

export function NightPrices({ nights, id }: { nights: readonly NightPrice[]; id: string }) {
  return (
    <Box
      component="table"
      id={id}
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: 13,
        '& th, & td': { py: 0.5, px: 1, textAlign: 'start', borderBottom: 1, borderColor: 'divider' },
        '& th': { color: 'text.secondary', fontWeight: 500 },
      }}
    >
      <caption style={{ captionSide: 'top', textAlign: 'start', fontSize: 13, paddingBottom: 4 }}>
        قیمت هر شب (تومان)
      </caption>
      <thead>
        <tr>
          <th scope="col">شب</th>
          <th scope="col">قیمت رسمی</th>
          <th scope="col">قیمت برای شما</th>
        </tr>
      </thead>
      <tbody>
        {nights.map((night) => (
          <tr key={night.date}>
            <th scope="row">{formatShortDay(night.date, 'fa')}</th>
            <td>
              {night.boardPrice > night.customerPrice ? (
                <s>
                  <Toman rial={night.boardPrice} unit={false} spokenPrefix={SEARCH_TEXT.boardPriceSpoken} />
                </s>
              ) : (
                <Toman rial={night.boardPrice} unit={false} />
              )}
            </td>
            <Box component="td" sx={{ fontWeight: 700 }}>
              <Toman rial={night.customerPrice} unit={false} />
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
