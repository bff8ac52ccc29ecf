// Exposed as './PopularRoutesPage': /popular-routes, the destinations travellers search and book most and the city
// pairs one traveller booked in turn (booking-api's /popular-routes), each linking to its city's hotels from
// tomorrow for two nights; with nothing counted yet, the cities with the most hotels, and the page says so; under a
// short counted list, the cities with the most hotels not in it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  addDays,
  formatShortDay,
  type Stay,
  searchSelectionPath,
  toPersianDigits,
} from '@rahi/shared-contracts';
import {
  POPULAR_BOOKING_DAYS,
  POPULAR_SEARCH_DAYS,
  type PopularCity,
  type PopularRoutes,
} from '@rahi/shared-contracts/api';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { popularRoutesEndPoint } from '../../api/content-end-points';
import { ContentLayout } from '../../components/content/ContentLayout';
import { ContentQueryPage } from '../../components/content/ContentQueryPage';
import { ContentSection } from '../../components/content/ContentSection';
import type { ContentPageProps } from '../content/CmsPage';

export const POPULAR_ROUTES_TITLE = 'مسیرهای پرطرفدار';
export const POPULAR_ROUTES_LEAD =
  'شهرهایی که مسافران راهی بیشتر از همه جست‌وجو و رزرو می‌کنند، و شهرهایی که یک مسافر پشت سر هم در آن‌ها هتل گرفته است؛ شمرده از جست‌وجوها و رزروهای خود راهی.';
export const NOTHING_COUNTED_YET =
  'هنوز جست‌وجو یا رزروی شمرده نشده است؛ تا آن زمان شهرهایی را می‌بینید که بیشترین هتل را در راهی دارند.';

export const FEW_COUNTED_YET =
  'هنوز جست‌وجو و رزرو کمی شمرده شده است؛ این شهرها بیشترین هتل را در راهی دارند.';

const STAY_NIGHTS = 2;

/** The stay a link opens, as the search box would: check-in tomorrow, two nights. */
export const linkStay = (today: string): Stay => ({ checkin: addDays(today, 1), nights: STAY_NIGHTS });

export const cityStayPath = (city: PopularCity, stay: Stay) =>
  searchSelectionPath(
    { id: city.id, type: 'city', title: city.name, fullTitle: city.name, slug: city.slug },
    stay,
  );

const facts = (items: string[]) => (
  <Typography
    component="span"
    color="text.secondary"
    sx={{ fontSize: 14, display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}
  >
    {items.map((fact, index) => (
      <span key={fact}>
        {index > 0 && <span aria-hidden="true">| </span>}
        {fact}
      </span>
    ))}
  </Typography>
);

function RouteCard({
  rank,
  title,
  to,
  children,
}: {
  rank: number;
  title: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, borderRadius: 2, minWidth: 0 }}
    >
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
        }}
      >
        {toPersianDigits(rank)}
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 700, fontSize: 17 }}>
          {title}
        </Link>
        {children}
      </Box>
    </Paper>
  );
}

const listSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
  gap: 1.5,
  p: 0,
  m: 0,
  listStyle: 'none',
};

export function PopularRoutesView({ routes }: { routes: PopularRoutes }) {
  const stay = linkStay(routes.today);
  const when = `ورود ${formatShortDay(stay.checkin, 'fa')}، ${toPersianDigits(stay.nights)} شب`;
  const counted = routes.basis === 'counted';
  /** A city's card: its hotels for the linked stay, the facts given and the stay's dates. */
  const cityCard = (city: PopularCity, index: number, cityFacts: string[]) => (
    <RouteCard key={city.id} rank={index + 1} title={`هتل‌های ${city.name}`} to={cityStayPath(city, stay)}>
      {facts(cityFacts)}
      <Typography component="span" sx={{ fontSize: 14 }}>
        {when}
      </Typography>
    </RouteCard>
  );
  return (
    <ContentLayout wide crumbs={[]} title={POPULAR_ROUTES_TITLE} lead={POPULAR_ROUTES_LEAD}>
      {!counted && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {NOTHING_COUNTED_YET}
        </Alert>
      )}
      <ContentSection
        id="popular-destinations"
        title={counted ? 'پرجست‌وجوترین مقصدها' : 'شهرهایی با بیشترین هتل'}
      >
        <Box component="ol" sx={listSx}>
          {routes.destinations.map(({ city, searches, bookings }, index) =>
            cityCard(
              city,
              index,
              counted
                ? [city.province, `${toPersianDigits(searches)} جست‌وجو`, `${toPersianDigits(bookings)} رزرو`]
                : [city.province, `${toPersianDigits(city.hotelsCount)} هتل`],
            ),
          )}
        </Box>
      </ContentSection>
      {counted && routes.mostHotels.length > 0 && (
        <ContentSection id="most-hotels" title="شهرهایی با بیشترین هتل">
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {FEW_COUNTED_YET}
          </Typography>
          <Box component="ol" sx={listSx}>
            {routes.mostHotels.map((city, index) =>
              cityCard(city, index, [city.province, `${toPersianDigits(city.hotelsCount)} هتل`]),
            )}
          </Box>
        </ContentSection>
      )}
      <ContentSection id="traveller-pairs" title="مسیرهای مسافران ما">
        {routes.pairs.length === 0 ? (
          <Typography color="text.secondary">هنوز مسافری در دو شهر پشت سر هم هتل رزرو نکرده است.</Typography>
        ) : (
          <Box component="ol" sx={listSx}>
            {routes.pairs.map(({ from, to, travellers }, index) => (
              <RouteCard
                key={`${from.id}-${to.id}`}
                rank={index + 1}
                title={`${from.name} ← ${to.name}`}
                to={cityStayPath(to, stay)}
              >
                {facts([`${toPersianDigits(travellers)} مسافر`, `هتل‌های ${to.name}، ${when}`])}
              </RouteCard>
            ))}
          </Box>
        )}
      </ContentSection>
      <ContentSection id="what-is-counted" title="چه چیزی شمرده می‌شود؟">
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, paddingInlineEnd: 0, lineHeight: 2 }}>
          <li>
            جست‌وجو: هر بار که فهرست هتل‌های یک شهر از جعبه جست‌وجو یا نشانی آن باز می‌شود، در{' '}
            {toPersianDigits(POPULAR_SEARCH_DAYS)} روز گذشته؛ تغییر فیلتر، ترتیب یا صفحه دوباره شمرده نمی‌شود.
          </li>
          <li>رزرو: رزروهای پرداخت‌شده در {toPersianDigits(POPULAR_BOOKING_DAYS)} روز گذشته، به شهر هتل.</li>
          <li>
            مسیر: نمی‌دانیم مسافران از کجا راه می‌افتند؛ پس مسیر اینجا دو شهری است که یک مسافر پشت سر هم، به
            ترتیب تاریخ ورود، در آن‌ها هتل رزرو کرده است.
          </li>
          <li>
            هر پیوند فهرست هتل‌های آن شهر را برای ورود فردا و {toPersianDigits(STAY_NIGHTS)} شب اقامت باز
            می‌کند؛ تاریخ را در همان صفحه می‌توانید عوض کنید.
          </li>
        </Box>
      </ContentSection>
    </ContentLayout>
  );
}

export default function PopularRoutesPage({ serverData }: ContentPageProps) {
  return (
    <ContentQueryPage
      endPoint={popularRoutesEndPoint}
      serverData={serverData}
      pick={(data) => ('routes' in data ? data.routes : undefined)}
      title={POPULAR_ROUTES_TITLE}
      view={(routes) => <PopularRoutesView routes={routes} />}
    />
  );
}
