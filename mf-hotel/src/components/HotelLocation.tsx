// Where the hotel is: the address, the coordinates, a directions link that opens the traveller's map site (Google
// Maps directions to the hotel's point), and a map of the hotel among its city's landmarks (shared-ui's HotelMap,
// loaded when scrolled into view).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CityLandmarks, HotelDetails } from '@rahi/shared-contracts/api';
import { Ltr } from '@rahi/shared-ui/components';
import { formatDecimal } from '@rahi/shared-ui/format';
import { HotelMap, MAP_TEXT } from '@rahi/shared-ui/map';
import { useApiQuery } from '@rahi/shared-ui/query';
import { useMemo, useState } from 'react';
import { Section } from './Section';

/** Directions to a point on Google Maps (works in a browser and opens the app on a phone). */
const NO_LANDMARKS: never[] = [];

export const directionsUrl = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

export function HotelLocation({ hotel }: { hotel: HotelDetails }) {
  const { lat, lng } = hotel.location;
  // The landmarks are read once the map comes into view, as the map itself is loaded.
  const [mapSeen, setMapSeen] = useState(false);
  const { data } = useApiQuery<CityLandmarks>(mapSeen ? `/cities/${hotel.city.id}/landmarks` : null);
  const here = useMemo(
    () => [
      { id: hotel.id, name: hotel.name, slug: hotel.slug, stars: hotel.stars, lat, lng, fromPrice: null },
    ],
    [hotel.id, hotel.name, hotel.slug, hotel.stars, lat, lng],
  );
  return (
    <Section title="موقعیت هتل" id="location">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box>
          <Typography component="address" sx={{ fontStyle: 'normal', fontSize: 15 }}>
            {hotel.address}
          </Typography>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            مختصات:{' '}
            <Ltr>
              {formatDecimal(lat)}، {formatDecimal(lng)}
            </Ltr>
          </Typography>
        </Box>
        <Button
          variant="outlined"
          href={directionsUrl(hotel.location)}
          target="_blank"
          rel="noopener noreferrer"
        >
          مسیریابی روی نقشه
        </Button>
      </Box>
      <Box sx={{ mt: 2 }}>
        <HotelMap
          hotels={here}
          landmarks={data?.landmarks ?? NO_LANDMARKS}
          centre={hotel.location}
          label={`نقشه موقعیت ${hotel.name}`}
          onVisible={() => setMapSeen(true)}
          height={{ xs: 260, md: 340 }}
          tilesFailedText={MAP_TEXT.tilesFailedAlone}
        />
      </Box>
    </Section>
  );
}
