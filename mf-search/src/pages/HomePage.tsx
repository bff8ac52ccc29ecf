// The home page (route /): the search hero first (its heading is the largest paint: text, no picture),
// then the popular destinations, the hotels nearest the Imam Reza shrine, featured hotels with today's
// from-prices, why travellers can trust us, and the travel guides. Sections below the hero keep their
// height with skeletons while their data loads, so nothing shifts.
// The gateway may have rendered the page already (mf-search/src/server): the first render then takes the
// server's rows and stay (window.__RAHI_HOME__, or the `serverData` prop on the server) instead of fetching
// them, so hydration draws exactly the server's markup and asks booking-api nothing.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SEARCH_TEXT } from '@rahi/shared-contracts';
import { formatKm } from '@rahi/shared-ui/format';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCityHotels } from '../api/get-city-hotels';
import { usePopularCities } from '../api/get-popular-cities';
import { HomeSection, TILE_GRID_SX } from '../components/HomeSection';
import { HotelTile, HotelTileSkeleton } from '../components/HotelTile';
import { PopularCities } from '../components/PopularCities';
import { RecentlyViewed } from '../components/RecentlyViewed';
import { SearchHero } from '../components/SearchHero';
import { MASHHAD_CITY_ID, POPULAR_CITY_IDS } from '../state/home-cities';
import { forgetServerHomeData, serverHomeData } from '../state/server-data';
import { HOME_TILES, type HomePageData, homePopularKey, homeStay, shrineEndPoint } from './home-page-data';

const PROMISES = [
  { title: 'قیمت روشن', text: 'قیمت هر شب، تخفیف هتل و مبلغ نهایی را پیش از پرداخت می‌بینید.' },
  { title: 'واچر آنی', text: 'پس از پرداخت، واچر رزرو را همان لحظه دریافت و چاپ می‌کنید.' },
  { title: 'پشتیبانی', text: 'تیم پشتیبانی راهی هر روز هفته پاسخ‌گوی شماست.' },
];

const GUIDES = [
  { label: 'نقشه راه‌آهن ایران', to: '/railway-map' },
  { label: 'نقشه فرودگاه مهرآباد', to: '/mehrabad-map' },
  { label: 'اطلس راه‌های کشور', to: '/country-road-atlas' },
  { label: 'مسیرهای پرطرفدار', to: '/popular-routes' },
  { label: 'نکات سفر', to: '/travel-tips' },
];

const TILES = HOME_TILES;

function TileRow({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={TILE_GRID_SX}>
      {children}
    </Box>
  );
}

const skeletonTiles = Array.from({ length: TILES }, (_, index) => `skeleton-${index}`).map((key) => (
  <li key={key}>
    <HotelTileSkeleton />
  </li>
));

export interface HomePageProps {
  /** The rows the server renders the page with (mf-search/src/server/home-render.tsx); the browser passes none. */
  serverData?: HomePageData;
}

export default function HomePage({ serverData }: HomePageProps = {}) {
  const [fromServer] = useState(() => serverData ?? serverHomeData());
  // The server's stay, when it rendered the page: the tiles' links must be the ones in its markup.
  const [stay] = useState(() => fromServer?.stay ?? homeStay());
  const popular = usePopularCities(
    POPULAR_CITY_IDS,
    stay,
    fromServer && { key: homePopularKey(fromServer.stay), data: fromServer.popular },
  );
  const shrine = useCityHotels(
    shrineEndPoint(stay),
    fromServer && { key: fromServer.shrineEndPoint, data: fromServer.shrine },
  );

  useEffect(forgetServerHomeData, []);
  const featured = popular.data
    ?.filter(({ city }) => city.id !== MASHHAD_CITY_ID)
    .flatMap(({ topHotel, city }) => (topHotel ? [{ hotel: topHotel, city: city.name }] : []))
    .slice(0, TILES);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 4, md: 5 } }}>
      <SearchHero />
      <HomeSection id="popular-title" title="مقصدهای محبوب">
        <PopularCities cities={popular.data} count={POPULAR_CITY_IDS.length} />
      </HomeSection>
      <HomeSection
        id="shrine-title"
        title="هتل‌های نزدیک حرم امام رضا (ع)"
        more={{ label: 'همه هتل‌های نزدیک حرم', to: '/imam-hotels' }}
      >
        {shrine.error ? <Typography color="text.secondary">{SEARCH_TEXT.listFailed}</Typography> : null}
        <TileRow>
          {shrine.data
            ? shrine.data.items.map((hotel) => {
                const distance = hotel.distances.find((place) => place.kind === 'shrine');
                return (
                  <li key={hotel.id}>
                    <HotelTile
                      hotel={hotel}
                      stay={stay}
                      note={distance ? `${formatKm(distance.distanceKm)} تا حرم` : undefined}
                    />
                  </li>
                );
              })
            : shrine.error
              ? null
              : skeletonTiles}
        </TileRow>
      </HomeSection>
      <HomeSection id="featured-title" title="هتل‌های پیشنهادی امشب">
        <TileRow>
          {featured
            ? featured.map(({ hotel, city }) => (
                <li key={hotel.id}>
                  {/* The second row: below the first screen, even 1080 px tall (the first is not). */}
                  <HotelTile hotel={hotel} stay={stay} note={city} drawnWhenNear />
                </li>
              ))
            : skeletonTiles}
        </TileRow>
      </HomeSection>
      <Box component="section" aria-labelledby="promises-title">
        <Typography id="promises-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          چرا راهی؟
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {PROMISES.map((promise) => (
            <Paper key={promise.title} variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
              <Typography component="h3" sx={{ fontWeight: 700, color: 'primary.dark', mb: 0.5 }}>
                {promise.title}
              </Typography>
              <Typography color="text.secondary">{promise.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="guides-title">
        <Typography id="guides-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          راهنمای سفر
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {GUIDES.map((guide) => (
            <li key={guide.to}>
              <Link component={RouterLink} to={guide.to} underline="hover" sx={{ fontWeight: 600 }}>
                {guide.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <RecentlyViewed />
    </Box>
  );
}
