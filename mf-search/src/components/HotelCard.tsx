// One hotel of a list: photo, name, stars, type, rating and reviews, address, the nearest places, and the
// from-price per night. The whole card is one link to the hotel's page for the same stay.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  HOTEL_TYPE_LABELS,
  hotelStayPath,
  PARTY_ADULTS,
  type Stay,
  toPersianDigits,
} from '@rahi/shared-contracts';
import type { HotelCard as HotelCardData } from '@rahi/shared-contracts/api';
import { useCommentsOpen } from '@rahi/shared-ui/bus';
import { Stars } from '@rahi/shared-ui/components';
import { FavouriteButton } from '@rahi/shared-ui/favourites';
import { formatDecimal, formatKm } from '@rahi/shared-ui/format';
import { drawnNearViewport } from '@rahi/shared-ui/tokens';
import { Link as RouterLink } from 'react-router-dom';
import { HotelPhoto } from './HotelPhoto';
import { PriceTag } from './PriceTag';

export const PHOTO_WIDTH = 240;
export const PHOTO_HEIGHT = 180;
/** 112 px square on a phone, 240 px from MUI's sm breakpoint (600 px). */
/** The list (HotelResults, a size container) is wide enough for the price in a column of its own. */
export const WIDE_LIST = '@container (min-width: 640px)';

const PHOTO_SIZES = `(min-width: 600px) ${PHOTO_WIDTH}px, 112px`;

export interface HotelCardProps {
  hotel: HotelCardData;
  stay: Stay;
  /** The party searched for: the hotel page opens with it (a party other than two travels as `adults=N`). */
  adults?: number;
  /** Cards below the fold load their photo lazily; the first ones eagerly. */
  eager?: boolean;
  /**
   * A card below any first screen: laid out only as it nears the viewport. Not for the first cards: one on screen
   * would be drawn a frame late at its placeholder's height and move the cards below it (layout shift).
   */
  drawnWhenNear?: boolean;
}

export function HotelCard({
  hotel,
  stay,
  adults = PARTY_ADULTS.default,
  eager = false,
  drawnWhenNear = false,
}: HotelCardProps) {
  const commentsOpen = useCommentsOpen();
  const href = hotelStayPath(hotel, stay, adults);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`hotel-${hotel.id}-name`}
      sx={{
        ...(drawnWhenNear && drawnNearViewport(206)),
        display: 'grid',
        // Three columns (photo, facts, price) where the list is wide enough; in a narrower list (beside the map at
        // 1280 px) the price goes under the facts, which keep their width.
        gridTemplateColumns: { xs: '112px 1fr', sm: `${PHOTO_WIDTH}px 1fr` },
        [WIDE_LIST]: { gridTemplateColumns: `${PHOTO_WIDTH}px 1fr auto` },
        gap: { xs: 1.5, sm: 2 },
        p: 1.5,
        borderRadius: 3,
        position: 'relative',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <HotelPhoto
        src={hotel.image}
        alt={`نمای ${hotel.name}`}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        sizes={PHOTO_SIZES}
        sx={{
          width: '100%',
          height: { xs: 112, sm: PHOTO_HEIGHT },
          borderRadius: 2,
          gridRow: 'span 2',
          [WIDE_LIST]: { gridRow: 'auto' },
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          id={`hotel-${hotel.id}-name`}
          component="h3"
          sx={{ fontWeight: 700, fontSize: { xs: 16, sm: 18 } }}
        >
          <Link
            component={RouterLink}
            to={href}
            underline="none"
            color="inherit"
            // The link covers the whole card, so the card is one target.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {hotel.name}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5, fontSize: 14 }}>
          <Stars count={hotel.stars} />
          <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {HOTEL_TYPE_LABELS[hotel.type]}
          </Typography>
          <Typography component="span" sx={{ fontSize: 13 }}>
            {hotel.reviewsCount > 0 ? (
              <>
                <Box component="strong" sx={{ color: 'primary.dark' }}>
                  {formatDecimal(hotel.rating)}
                </Box>{' '}
                از ۵{commentsOpen ? ` (${toPersianDigits(hotel.reviewsCount)} نظر)` : null}
              </>
            ) : (
              // A hotel nobody has reviewed yet has no score, not a score of zero (and nothing to say with comments closed).
              commentsOpen && 'بدون نظر'
            )}
          </Typography>
        </Box>
        <Typography sx={{ mt: 0.75, fontSize: 13, color: 'text.secondary' }}>{hotel.address}</Typography>
        {hotel.distances.length ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.75 }}>
            {hotel.distances.slice(0, 2).map((place, index) => (
              <Typography
                component="li"
                key={place.kind + place.name}
                // A phone has room for the nearest place only.
                sx={{ fontSize: 13, display: index > 0 ? { xs: 'none', sm: 'list-item' } : undefined }}
              >
                {place.name}: {formatKm(place.distanceKm)}
              </Typography>
            ))}
          </Box>
        ) : null}
      </Box>
      <Box
        sx={{
          alignSelf: 'end',
          gridColumn: '2',
          [WIDE_LIST]: { gridColumn: 'auto', minWidth: 180 },
        }}
      >
        <PriceTag
          fromPrice={hotel.fromPrice}
          fromBoardPrice={hotel.fromBoardPrice}
          discountPercent={hotel.discountPercent}
          available={hotel.available}
        />
      </Box>
      {/* Over the photo's outer top corner (the styles are mirrored for right-to-left), above the card's link. */}
      <FavouriteButton
        hotelId={hotel.id}
        hotelName={hotel.name}
        size="small"
        sx={{ position: 'absolute', top: 18, left: 18, zIndex: 1 }}
      />
    </Paper>
  );
}
