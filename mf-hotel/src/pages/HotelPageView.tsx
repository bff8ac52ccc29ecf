// The whole hotel page drawn from its data, with nothing read from the browser while rendering: the
// gateway renders this on the server and the browser hydrates the same tree, so both must agree to the
// character. Browser-only things (the search box, the cart on the bus, review pages) start in effects.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPersianNumber, HOTEL_TYPE_LABELS, toPersianDigits } from '@rahi/shared-contracts';
import type { HotelPageData } from './hotel-page-data';

export interface HotelPageViewProps {
  data: HotelPageData;
}

/** The hotel page for one hotel and stay; pure in its data (server rendered, then hydrated). */
export function HotelPageView({ data }: HotelPageViewProps) {
  const { hotel, rooms } = data;
  return (
    <Box component="article" sx={{ display: 'grid', gap: 3 }}>
      <Box component="header">
        <Typography component="h1" sx={{ fontSize: { xs: 22, md: 30 }, fontWeight: 800 }}>
          {hotel.name}
        </Typography>
        <Typography>
          {HOTEL_TYPE_LABELS[hotel.type]} {toPersianDigits(hotel.stars)} ستاره
        </Typography>
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {hotel.address}
        </Typography>
      </Box>
      <Box component="section" aria-label="اتاق‌ها">
        {rooms.map((room) => (
          <Box key={room.id}>
            <Typography component="h3">{room.name}</Typography>
            <Typography>{formatPersianNumber(room.totalCustomerPrice / 10)} تومان</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default HotelPageView;
