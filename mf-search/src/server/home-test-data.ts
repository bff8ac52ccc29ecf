// A small but complete home page's data for the server build's tests (the shapes of the API schemas).
import type { HomePageData } from '../pages/home-page-data';
import { cityHotels, hotelCard } from '../testing/fake-api';

export const HOME_URL = 'https://rahi.example/';
export const HOME_STAY = { checkin: '2099-12-01', nights: 1 };

const city = (id: number, name: string, hotelsCount: number) => ({
  id,
  name,
  slug: `city-${id}`,
  province: 'استان',
  hotelsCount,
});

export function sampleHomePageData(): HomePageData {
  return {
    stay: HOME_STAY,
    popular: [
      { city: city(1, 'مشهد', 110), topHotel: hotelCard(101, { name: 'هتل برتر مشهد' }) },
      { city: city(2, 'تهران', 84), topHotel: hotelCard(102, { name: 'هتل برتر تهران' }) },
      { city: city(3, 'اصفهان', 57), topHotel: hotelCard(103, { name: 'هتل عباسی <script>x</script>' }) },
    ],
    shrineEndPoint: '/cities/1/hotels?checkin=2099-12-01&nights=1&sort=distance&pageSize=4',
    shrine: cityHotels([
      hotelCard(11, { name: 'هتل الماس' }),
      hotelCard(12, { name: 'هتل رضویه', distances: [{ kind: 'shrine', name: 'حرم', distanceKm: 1.5 }] }),
    ]),
  };
}
