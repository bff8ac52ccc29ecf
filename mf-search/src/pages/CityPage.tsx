// The city page (/city/{id}/hotels-{slug}, product §2): the search box prefilled with the city and the
// stay, the filters beside the list (in a bottom sheet on a phone), the list with its order and pages.
// The stay in the address is corrected and rewritten in place; filters, order and page live in the
// address, so a link reproduces the view. A city booking-api does not know is the route's 404.
// The gateway may have rendered the page already (mf-search/src/server): the first render then takes the
// server's list (window.__RAHI_CITY__, or the `serverData` prop on the server) instead of fetching it, and
// draws both the sidebar and the phone's filter button, each hidden by CSS where it does not belong, as the
// server did (it cannot know the screen); after hydration only the one the screen needs stays.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  addDays,
  cityPageTitle,
  cityPath,
  getEventBus,
  HttpError,
  pageNotFoundMessage,
  SEARCH_TEXT,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { rememberStay } from '@rahi/shared-ui/favourites';
import { MAP_TEXT } from '@rahi/shared-ui/map';
import { useCanonicalPath, useCorrectedStay } from '@rahi/shared-ui/routing';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useCityHotels } from '../api/get-city-hotels';
import { CityMap } from '../components/CityMap';
import { FilterPanel } from '../components/FilterPanel';
import { HotelResults } from '../components/HotelResults';
import { SearchBox } from '../components/SearchBox';
import { cityHotelsEndPoint, cityMapEndPoint, clearedFilters, hasActiveFilters } from '../state/city-filters';
import { forgetServerCityData, serverCityData } from '../state/server-data';
import { useCityFilters } from '../state/use-city-filters';
import type { CityPageData } from './city-page-data';

/** The map beside the list (lg up): the screen's height, less the sticky offset above and below it. */
const MAP_BESIDE_HEIGHT = 'calc(100vh - 32px)';

export interface CityPageProps {
  /** The list the server renders the page with (mf-search/src/server/render.tsx); the browser passes none. */
  serverData?: CityPageData;
}

export default function CityPage({ serverData }: CityPageProps = {}) {
  const { id = '' } = useParams();
  const cityId = Number(id);
  const location = useLocation();
  const { stay, given } = useCorrectedStay();
  const [filters, setFilters] = useCityFilters();
  const [sheetOpen, setSheetOpen] = useState(false);
  const endPoint = cityHotelsEndPoint(cityId, stay, filters);
  const [fromServer] = useState(() => serverData ?? serverCityData(endPoint));
  // The sidebar is rendered on a desktop only: a phone keeps its filters in the sheet, and rendering
  // the hidden panel too would cost it main-thread time for nothing. A page the server rendered starts
  // with both, as the server drew them, and settles after hydration.
  const [settled, setSettled] = useState(fromServer === undefined);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const desktop = settled ? wide : undefined;
  // The map stands beside the list from lg up; below, a toggle shows it in the list's place. Drawn only after
  // hydration (the server cannot know the screen) and loaded only in view (shared-ui's HotelMap).
  const mapBeside = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true }) && settled;
  const [mapOpen, setMapOpen] = useState(false);
  const mapEndPoint = cityMapEndPoint(cityId, stay, filters);
  const {
    data,
    isFetching: loading,
    error,
    refetch,
  } = useCityHotels(endPoint, fromServer && { key: fromServer.endPoint, data: fromServer.hotels });
  const city = data?.city;

  useEffect(() => {
    forgetServerCityData();
    // A transition: dropping the layout this screen does not use re-renders the whole page, and React does it
    // in slices instead of one long task right after hydration.
    startTransition(() => setSettled(true));
  }, []);

  useEffect(() => {
    // The saved hotels' page prices its hotels for the last stay searched.
    if (given) rememberStay({ checkin: stay.checkin, nights: stay.nights, adults: filters.adults });
  }, [given, stay.checkin, stay.nights, filters.adults]);

  useEffect(() => {
    if (error && error.status !== 404) {
      for (const message of error.errors.length ? error.errors : [SEARCH_TEXT.listFailed])
        getEventBus().emit({ type: 'toast/error', payload: { message } });
    }
  }, [error]);

  useEffect(() => {
    if (!city) return;
    // The same title the server rendered (server/head.ts), so it does not change after hydration.
    document.title = cityPageTitle(city.name);
  }, [city]);
  useCanonicalPath(city && cityPath(city));

  const selection = useMemo(
    () =>
      city
        ? {
            id: city.id,
            type: 'city' as const,
            title: city.name,
            fullTitle: `${city.name}، ${city.province}`,
            slug: `hotels-${city.slug}`,
          }
        : null,
    [city],
  );

  if (error?.status === 404) throw new HttpError(404, pageNotFoundMessage(location.pathname));

  const clear = () => setFilters(clearedFilters(filters));
  const active = hasActiveFilters(filters);
  const panel = data ? (
    <FilterPanel facets={data.facets} filters={filters} onChange={setFilters} onClear={clear} />
  ) : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box component="header">
        <Typography
          component="h1"
          sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 2, minHeight: '1.5em' }}
        >
          {city ? `هتل‌های ${city.name}` : 'هتل‌ها'}
        </Typography>
        {selection ? (
          <SearchBox
            key={`${selection.id}|${stay.checkin}|${stay.nights}|${filters.adults}`}
            variant="bar"
            initialSelection={selection}
            initialCheckin={given ? stay.checkin : null}
            initialCheckout={given ? addDays(stay.checkin, stay.nights) : null}
            initialGuests={filters.adults}
          />
        ) : (
          <Paper
            variant="outlined"
            sx={{ height: { xs: 290, sm: 160, md: 90 }, borderRadius: 3 }}
            aria-hidden="true"
          />
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '260px minmax(0, 1fr)',
            lg: '240px minmax(0, 1fr) 300px',
          },
          alignItems: 'start',
        }}
      >
        {desktop !== false ? (
          <Paper
            component="aside"
            aria-label="فیلترها"
            variant="outlined"
            sx={{ p: 2, borderRadius: 3, position: 'sticky', top: 16, display: { xs: 'none', md: 'block' } }}
          >
            {panel}
          </Paper>
        ) : null}
        <HotelResults
          data={data}
          loading={loading}
          error={error ?? undefined}
          stay={stay}
          adults={filters.adults}
          sort={filters.sort}
          onSort={(sort) => setFilters({ sort })}
          onPage={(page) => setFilters({ page })}
          onRetry={() => refetch()}
          onClear={active ? clear : undefined}
          replaceList={
            mapOpen && settled && !mapBeside ? (
              <CityMap endPoint={mapEndPoint} stay={stay} adults={filters.adults} height="70vh" />
            ) : undefined
          }
          actions={
            <>
              {/* In the server's HTML too (the list below would move when it came in), hidden where the map
                  stands beside the list; it answers once the page has hydrated, disabled until then. */}
              {mapBeside ? null : (
                <Button
                  variant="outlined"
                  disabled={!settled}
                  aria-pressed={mapOpen}
                  onClick={() => setMapOpen((open) => !open)}
                  sx={{ display: { lg: 'none' } }}
                >
                  {mapOpen ? MAP_TEXT.showList : MAP_TEXT.showMap}
                </Button>
              )}
              {desktop ? null : (
                <Button
                  variant="outlined"
                  onClick={() => setSheetOpen(true)}
                  disabled={!data}
                  sx={{ display: { md: 'none' } }}
                >
                  فیلترها{active ? ' (فعال)' : ''}
                </Button>
              )}
            </>
          }
        />
        {/* The map's column is in the server's HTML too (an empty frame of the map's size), so nothing moves when
            the map comes in after hydration. */}
        <Box sx={{ position: 'sticky', top: 16, display: { xs: 'none', lg: 'block' } }}>
          {mapBeside ? (
            <CityMap endPoint={mapEndPoint} stay={stay} adults={filters.adults} height={MAP_BESIDE_HEIGHT} />
          ) : (
            <Box sx={{ height: MAP_BESIDE_HEIGHT, borderRadius: 3, bgcolor: 'grey.200' }} />
          )}
        </Box>
      </Box>
      <Drawer
        anchor="bottom"
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        slotProps={{
          paper: {
            'aria-label': 'فیلترها',
            sx: { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          },
        }}
      >
        <Box sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              فیلترها
            </Typography>
            <Button variant="contained" onClick={() => setSheetOpen(false)}>
              {data ? `نمایش ${toPersianDigits(data.total)} هتل` : 'بستن'}
            </Button>
          </Box>
          {panel}
        </Box>
      </Drawer>
    </Box>
  );
}
