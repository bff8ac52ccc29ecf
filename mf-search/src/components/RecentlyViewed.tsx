// "Recently viewed": the hotels this browser opened last, newest first, each a link to its page. Read from the
// browser after the page has hydrated, so the server's page and the first paint are the same for everyone; the
// row sits last on the page, where appearing moves nothing on screen.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hotelPath } from '@rahi/shared-contracts';
import { recentlyViewed, type ViewedHotel } from '@rahi/shared-ui/favourites';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HomeSection } from './HomeSection';

export function RecentlyViewed() {
  const [hotels, setHotels] = useState<ViewedHotel[]>([]);
  useEffect(() => setHotels(recentlyViewed()), []);
  if (hotels.length === 0) return null;
  return (
    <HomeSection id="recent-title" title="بازدیدهای اخیر شما">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridAutoFlow: { xs: 'column', sm: 'row' },
          gridAutoColumns: { xs: '70%', sm: 'auto' },
          gridTemplateColumns: { sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          overflowX: { xs: 'auto', sm: 'visible' },
        }}
      >
        {hotels.map((hotel) => (
          <li key={hotel.id}>
            <Paper
              variant="outlined"
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                p: 1,
                borderRadius: 2,
                position: 'relative',
              }}
            >
              <Box
                component="img"
                src={hotel.image ?? undefined}
                alt=""
                loading="lazy"
                width={64}
                height={48}
                sx={{
                  width: 64,
                  height: 48,
                  objectFit: 'cover',
                  borderRadius: 1.5,
                  bgcolor: 'grey.100',
                  flexShrink: 0,
                }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={hotelPath(hotel)}
                  underline="hover"
                  color="inherit"
                  sx={{
                    fontWeight: 700,
                    fontSize: 14,
                    display: 'block',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                  }}
                >
                  {hotel.name}
                </Link>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{hotel.cityName}</Typography>
              </Box>
            </Paper>
          </li>
        ))}
      </Box>
    </HomeSection>
  );
}
