// /imam-hotels: Mashhad's hotels nearest the Imam Reza shrine first, for pilgrims. The same list as the
// city page, ordered by distance to the shrine, with a way on to the full Mashhad list and its filters.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { cityPath, stayQuery } from '@rahi/shared-contracts';
import { useCorrectedStay } from '@rahi/shared-ui/routing';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useCityHotels } from '../api/get-city-hotels';
import { HotelResults } from '../components/HotelResults';
import { cityHotelsEndPoint, readCityFilters } from '../state/city-filters';
import { MASHHAD_CITY_ID } from '../state/home-cities';

export default function ImamHotelsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { stay } = useCorrectedStay();
  const filters = { ...readCityFilters(new URLSearchParams(location.search)), sort: 'distance' as const };
  const {
    data,
    isFetching: loading,
    error,
    refetch,
  } = useCityHotels(cityHotelsEndPoint(MASHHAD_CITY_ID, stay, filters));

  useEffect(() => {
    document.title = 'هتل‌های نزدیک حرم امام رضا (ع) | راهی';
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
          هتل‌های نزدیک حرم امام رضا (ع)
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          هتل‌های مشهد به ترتیب فاصله تا حرم مطهر، با قیمت هر شب برای تاریخ انتخابی شما.{' '}
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
