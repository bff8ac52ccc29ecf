// The top of the hotel page: name, stars and type, address, the rating with its reviews count and the
// "would recommend" share (both from the reviews, so shown only while comments are open), and the hotel's check-in and check-out times (product §9's defaults when unset).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
  HOTEL_TYPE_LABELS,
  toPersianDigits,
} from '@rahi/shared-contracts';
import type { HotelDetails } from '@rahi/shared-contracts/api';
import { useCommentsOpen } from '@rahi/shared-ui/bus';
import { Stars } from '@rahi/shared-ui/components';
import { FavouriteButton } from '@rahi/shared-ui/favourites';
import { formatClock, formatDecimal } from '@rahi/shared-ui/format';

export function HotelHeader({ hotel }: { hotel: HotelDetails }) {
  const commentsOpen = useCommentsOpen();
  return (
    <Box component="header" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          id="hotel-name"
          component="h1"
          sx={{ fontSize: { xs: 22, md: 30 }, fontWeight: 800, lineHeight: 1.4 }}
        >
          {hotel.name}
        </Typography>
        <FavouriteButton hotelId={hotel.id} hotelName={hotel.name} sx={{ flexShrink: 0, mt: 0.5 }} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, fontSize: 14 }}>
        <Stars count={hotel.stars} />
        <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
          {HOTEL_TYPE_LABELS[hotel.type]} در {hotel.city.name}
        </Typography>
        <Typography component="span" sx={{ fontSize: 14 }} data-testid="hotel-rating">
          <Box
            component="strong"
            // Written left to right: the RTL cache turns this margin into the one before 'از ۵'.
            sx={{ bgcolor: 'primary.main', color: '#fff', borderRadius: 1, px: 0.75, py: 0.25, mr: 0.75 }}
          >
            {formatDecimal(hotel.rating)}
          </Box>
          از ۵{commentsOpen ? ` (${toPersianDigits(hotel.reviewsCount)} نظر)` : null}
        </Typography>
        {commentsOpen ? (
          <Typography component="span" sx={{ fontSize: 14, color: 'success.dark' }}>
            {toPersianDigits(hotel.recommendPercent)}٪ مهمانان این هتل را پیشنهاد می‌کنند
          </Typography>
        ) : null}
      </Box>
      <Typography component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', fontSize: 14 }}>
        {hotel.address}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0, fontSize: 14 }}>
        <Box sx={{ display: 'flex', gap: 0.75 }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            ساعت ورود:
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {formatClock(hotel.checkInTime || DEFAULT_CHECK_IN_TIME)}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.75 }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            ساعت خروج:
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {formatClock(hotel.checkOutTime || DEFAULT_CHECK_OUT_TIME)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
