// What the hotel offers and how it works: amenities, distances to the places travellers ask about, the
// description, and the child and cancellation policies.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AMENITY_LABELS } from '@rahi/shared-contracts';
import type { HotelDetails } from '@rahi/shared-contracts/api';
import { formatKm } from '@rahi/shared-ui/format';
import { Section } from './Section';

const text = { fontSize: 15, lineHeight: 2, whiteSpace: 'pre-line' } as const;

export function HotelFacts({ hotel }: { hotel: HotelDetails }) {
  return (
    <>
      <Section title="درباره هتل" id="about">
        <Typography sx={text}>{hotel.description}</Typography>
      </Section>
      <Section title="امکانات هتل" id="amenities">
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {hotel.amenities.map((amenity) => (
            <li key={amenity}>
              <Chip label={AMENITY_LABELS[amenity] ?? amenity} variant="outlined" />
            </li>
          ))}
        </Box>
      </Section>
      {hotel.nearPlaces.length ? (
        <Section title="فاصله تا مکان‌های مهم" id="distances">
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {hotel.nearPlaces.map((place) => (
              <Box
                component="li"
                key={place.kind + place.name}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontSize: 15, maxWidth: 520 }}
              >
                <span>{place.name}</span>
                <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatKm(place.distanceKm)}
                </Box>
              </Box>
            ))}
          </Box>
        </Section>
      ) : null}
      <Section title="قوانین کودکان" id="child-policy">
        <Typography sx={text}>{hotel.childPolicy}</Typography>
      </Section>
      <Section title="قوانین لغو رزرو" id="cancellation-policy">
        <Typography sx={text}>{hotel.cancellationPolicy}</Typography>
      </Section>
    </>
  );
}
