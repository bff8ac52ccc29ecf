// The city list's filters read from and written to the address. A change of filters or sort starts again
// at page 1; every change is a new history entry, so Back undoes it.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type CityFilters, readCityFilters, writeCityFilters } from './city-filters';

/** Commas stay readable in the address: `stars=4,5`, not `stars=4%2C5`. */
const readableQuery = (params: URLSearchParams) => params.toString().replace(/%2C/gi, ',');

export function useCityFilters(): [CityFilters, (change: Partial<CityFilters>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readCityFilters(new URLSearchParams(location.search)), [location.search]);

  const update = useCallback(
    (change: Partial<CityFilters>) => {
      const next = { ...filters, page: 1, ...change };
      const params = writeCityFilters(new URLSearchParams(location.search), next);
      navigate({ pathname: location.pathname, search: `?${readableQuery(params)}` });
    },
    [filters, location.pathname, location.search, navigate],
  );

  return [filters, update];
}
