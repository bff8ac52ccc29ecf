// Where the hotel is. No map tiles are configured, so the page gives the coordinates and a directions
// link that opens the traveller's map site (Google Maps directions to the hotel's point).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HotelDetails } from '@rahi/shared-contracts/api';
import { Ltr } from '@rahi/shared-ui/components';
import { formatDecimal } from '@rahi/shared-ui/format';
import { Section } from './Section';

/** Directions to a point on Google Maps (works in a browser and opens the app on a phone). */
export const directionsUrl = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

export function HotelLocation({ hotel }: { hotel: HotelDetails }) {
  const { lat, lng } = hotel.location;
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
    </Section>
  );
}
