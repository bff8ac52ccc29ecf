// A hotel in a home page row: photo, name, stars, city or shrine distance, and the from-price.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hotelPath, type Stay, stayQuery } from '@rahi/shared-contracts';
import type { HotelCard } from '@rahi/shared-contracts/api';
import { Stars } from '@rahi/shared-ui/components';
import { drawnNearViewport } from '@rahi/shared-ui/tokens';
import { Link as RouterLink } from 'react-router-dom';
import { HotelPhoto } from './HotelPhoto';
import { PriceTag } from './PriceTag';

export const TILE_PHOTO_HEIGHT = 150;

export interface HotelTileProps {
  hotel: HotelCard;
  stay: Stay;
  note?: string;
  /** A tile below any first screen (the home page's second row): laid out only as it nears the viewport. */
  drawnWhenNear?: boolean;
}

export function HotelTile({ hotel, stay, note, drawnWhenNear = false }: HotelTileProps) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        ...(drawnWhenNear && drawnNearViewport(302)),
        borderRadius: 3,
        overflow: 'hidden',
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <HotelPhoto
        src={hotel.image}
        alt={`نمای ${hotel.name}`}
        width={320}
        height={TILE_PHOTO_HEIGHT}
        loading="lazy"
        // One tile a row on a phone, two from sm, four from md in a column of at most 1200 px.
        sizes="(min-width: 900px) 300px, (min-width: 600px) 50vw, 100vw"
        sx={{ width: '100%', height: TILE_PHOTO_HEIGHT, flexShrink: 0 }}
      />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          <Link
            component={RouterLink}
            to={`${hotelPath(hotel)}?${stayQuery(stay)}`}
            underline="none"
            color="inherit"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {hotel.name}
          </Link>
        </Typography>
        <Stars count={hotel.stars} />
        {note ? <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{note}</Typography> : null}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <PriceTag
            fromPrice={hotel.fromPrice}
            fromBoardPrice={hotel.fromBoardPrice}
            discountPercent={hotel.discountPercent}
            available={hotel.available}
          />
        </Box>
      </Box>
    </Paper>
  );
}

/** A tile's shape while loading: same height, so the row does not jump when the hotels arrive. */
export function HotelTileSkeleton() {
  return (
    <Paper
      variant="outlined"
      aria-hidden="true"
      sx={{ borderRadius: 3, overflow: 'hidden', height: TILE_PHOTO_HEIGHT + 150 }}
    >
      <Box sx={{ height: TILE_PHOTO_HEIGHT, bgcolor: 'grey.100' }} />
    </Paper>
  );
}
