// /imam-hotels' list: Mashhad's hotels nearest the Imam Reza shrine first, with the address's filters and page. The
// page reads it in the browser and the server container reads the same path for its first render.
import type { Stay } from '@rahi/shared-contracts';
import { cityHotelsEndPoint, readCityFilters } from './city-filters';
import { MASHHAD_CITY_ID } from './home-cities';

export const IMAM_HOTELS_TITLE = 'هتل‌های نزدیک حرم امام رضا (ع)';
/** The page's <title>, drawn by the server and set by the page. */
export const IMAM_HOTELS_PAGE_TITLE = `${IMAM_HOTELS_TITLE} | راهی`;
export const IMAM_HOTELS_LEAD =
  'هتل‌های مشهد به ترتیب فاصله تا حرم مطهر، با قیمت هر شب برای تاریخ انتخابی شما.';

/** booking-api's path for the list, by distance to the shrine. @example imamHotelsEndPoint(stay, new URLSearchParams('page=2')) */
export const imamHotelsEndPoint = (stay: Stay, search: URLSearchParams) =>
  cityHotelsEndPoint(MASHHAD_CITY_ID, stay, { ...readCityFilters(search), sort: 'distance' as const });
