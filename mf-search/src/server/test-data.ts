// A small but complete city page's data for the server build's tests (the shapes of the API schemas).

import type { SiteSettings } from '@rahi/shared-contracts';
import { drawPage } from '@rahi/shared-ui/server-render';
import type { CityPageData } from '../pages/city-page-data';
import { cityHotels, hotelCard } from '../testing/fake-api';
import { page } from './container';

export const SAMPLE_URL = 'https://rahi.example/city/1/hotels-mashhad?checkin=2099-12-01&nights=2';

export function sampleCityPageData(): CityPageData {
  const items = [
    hotelCard(11, { name: 'هتل الماس', stars: 5 }),
    hotelCard(12, { name: 'هتل پارس <script>alert(1)</script>', stars: 3 }),
    hotelCard(13, { name: 'هتل رضویه', stars: 4 }),
  ];
  return {
    endPoint: '/cities/1/hotels?checkin=2099-12-01&nights=2&pageSize=10',
    hotels: cityHotels(items, { total: 23 }),
  };
}

/**
 * A page as the server container's page() gives it for `request`, drawn as the gateway draws it (inside the
 * shell's app there; in the providers and route the app gives it here).
 */
export function drawn(request: { module: string; data: unknown; url: string; site?: SiteSettings }) {
  const full = { ...request, site: request.site ?? { commentsOpen: true } };
  return drawPage('mf_search', full, page(full));
}

/** The city page drawn (drawn()). */
export const renderCity = (input: { data: CityPageData; url: string; site?: SiteSettings }) =>
  drawn({ module: './CityPage', ...input });
