// A small but complete city page's data for the server build's tests (the shapes of the API schemas).

import type { CityPageData } from '../pages/city-page-data';
import { cityHotels, hotelCard } from '../testing/fake-api';

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
