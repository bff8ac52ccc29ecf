// The whole hotel page drawn from its data, with nothing read from the browser while rendering: the
// gateway renders this on the server and the browser hydrates the same tree, so both must agree to the
// character. Browser-only parts start after mount: the search box (another remote), the room cart (the
// bus, empty on the server and during hydration), other pages of reviews, the lightbox.
import Box from '@mui/material/Box';
import { useCart, useCommentsOpen } from '@rahi/shared-ui/bus';
import { renderedWhenNear } from '@rahi/shared-ui/components';
import { CartSummary, PHONE_BAR_HEIGHT } from '../components/CartSummary';
import { Gallery } from '../components/Gallery';
import { HotelFacts } from '../components/HotelFacts';
import { HotelHeader } from '../components/HotelHeader';
import { HotelLocation } from '../components/HotelLocation';
import { ReviewsSection } from '../components/ReviewsSection';
import { RoomsSection } from '../components/RoomsSection';
import { SearchBoxSlot } from '../components/SearchBoxSlot';
import { useReserve } from '../state/use-reserve';
import type { HotelPageData } from './hotel-page-data';

export interface HotelPageViewProps {
  data: HotelPageData;
}

/** The hotel page for one hotel and stay; pure in its data (server rendered, then hydrated). */
export function HotelPageView({ data }: HotelPageViewProps) {
  const { hotel, rooms, reviews, stay } = data;
  const cart = useCart();
  // Comments closed on the site (the shell's setting): the guests' reviews are not shown.
  const commentsOpen = useCommentsOpen();
  const { reserve, saving } = useReserve(hotel, stay, cart);
  return (
    <Box
      component="article"
      aria-labelledby="hotel-name"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'minmax(0, 1fr)',
        pb: { xs: `${PHONE_BAR_HEIGHT + 16}px`, md: 0 },
      }}
    >
      <Gallery images={hotel.images} hotelName={hotel.name} />
      <HotelHeader hotel={hotel} />
      <SearchBoxSlot hotel={hotel} stay={stay} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
          <RoomsSection rooms={rooms} stay={stay} cart={cart} />
          {/* Below the rooms, off the first screen: drawn when scrolled near (about 2,850 px tall on a phone). */}
          <Box sx={{ display: 'grid', gap: 4, minWidth: 0, ...renderedWhenNear(2850) }}>
            <HotelFacts hotel={hotel} />
            <HotelLocation hotel={hotel} />
            {commentsOpen ? (
              <ReviewsSection
                hotelId={hotel.id}
                firstPage={reviews}
                recommendPercent={hotel.recommendPercent}
              />
            ) : null}
          </Box>
        </Box>
        <CartSummary cart={cart} nights={stay.nights} onReserve={reserve} saving={saving} />
      </Box>
    </Box>
  );
}

export default HotelPageView;
