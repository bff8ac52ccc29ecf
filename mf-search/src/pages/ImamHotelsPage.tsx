// /imam-hotels: Mashhad's hotels nearest the Imam Reza shrine first, for pilgrims. The same list as the
// city page, ordered by distance to the shrine, with a way on to the full Mashhad list and its filters. Drawn by the
// server with its list (the container's loadServerQueries), which hydration takes from __RAHI_CITY__.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { cityPath, SERVER_DATA_GLOBALS, stayQuery } from '@rahi/shared-contracts';
import { useCorrectedStay } from '@rahi/shared-ui/routing';
import { withServerQueries } from '@rahi/shared-ui/server-data';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useCityHotels } from '../api/get-city-hotels';
import { HotelResults } from '../components/HotelResults';
import {
  IMAM_HOTELS_LEAD,
  IMAM_HOTELS_PAGE_TITLE,
  IMAM_HOTELS_TITLE,
  imamHotelsEndPoint,
} from '../state/imam-hotels';

export function ImamHotelsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { stay } = useCorrectedStay();
  const {
    data,
    isFetching: loading,
    error,
    refetch,
  } = useCityHotels(imamHotelsEndPoint(stay, new URLSearchParams(location.search)));

  useEffect(() => {
    document.title = IMAM_HOTELS_PAGE_TITLE;
  }, []);

  const goToPage = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    navigate({ search: `?${params}` });
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box component="header">
        <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
          {IMAM_HOTELS_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {IMAM_HOTELS_LEAD}{' '}
          {data ? (
            <Link component={RouterLink} to={`${cityPath(data.city)}?${stayQuery(stay)}`}>
              همه هتل‌های مشهد با فیلتر
            </Link>
          ) : null}
        </Typography>
      </Box>
      <HotelResults
        data={data}
        loading={loading}
        error={error ?? undefined}
        stay={stay}
        onPage={goToPage}
        onRetry={() => refetch()}
      />
    </Box>
  );
}

export default withServerQueries(SERVER_DATA_GLOBALS.city, './ImamHotelsPage', ImamHotelsPage);
