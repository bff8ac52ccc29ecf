// A short list of hotels, each a picture, its name linking to its page, its stars and rating, and an optional
// fact (how far it is): an article's city hotels, the hotels nearest an airport.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hotelPath, imageUrl, toPersianDigits } from '@rahi/shared-contracts';
import type { RelatedHotel } from '@rahi/shared-contracts/api';
import { formatDecimal } from '@rahi/shared-ui/format';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentSection } from './ContentSection';

export function HotelLinkList<T extends RelatedHotel>({
  id,
  title,
  hotels,
  fact,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  hotels: readonly T[];
  /** A line under the stars and rating ('۲٫۴ کیلومتر تا فرودگاه'). */
  fact?: (hotel: T) => string;
  /** Below the list: a link to more. */
  children?: ReactNode;
}) {
  return (
    <ContentSection id={id} title={title}>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {hotels.map((hotel) => (
          <Paper
            key={hotel.id}
            component="li"
            variant="outlined"
            sx={{ display: 'flex', gap: 1.5, p: 1, borderRadius: 2 }}
          >
            {hotel.image && (
              <Box
                component="img"
                src={imageUrl(hotel.image, { width: 192, height: 144 })}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                sx={{ borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
              />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={hotelPath(hotel)} sx={{ fontWeight: 700 }} underline="hover">
                {hotel.name}
              </Link>
              <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                هتل {toPersianDigits(hotel.stars)} ستاره، امتیاز{' '}
                {formatDecimal(Math.round(hotel.rating * 10) / 10)} از ۵
              </Typography>
              {fact && (
                <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                  {fact(hotel)}
                </Typography>
              )}
            </Box>
          </Paper>
        ))}
      </Box>
      {children}
    </ContentSection>
  );
}
