// Small map pages' data for the tests: two lines meeting at Tehran, one station of a city we sell, one not;
// Mehrabad with two terminal pairs and one nearby hotel.
import type { Airport, RailwayNetwork } from '@rahi/shared-contracts/api';

export const NETWORK: RailwayNetwork = {
  lines: [
    { slug: 'tehran-mashhad', name: 'تهران – مشهد', stations: ['tehran', 'garmsar', 'mashhad'] },
    { slug: 'tehran-qom', name: 'تهران – قم', stations: ['tehran', 'qom'] },
  ],
  stations: [
    { slug: 'garmsar', name: 'گرمسار', lat: 35.22, lng: 52.34, city: null },
    {
      slug: 'mashhad',
      name: 'مشهد',
      lat: 36.31,
      lng: 59.6,
      city: { id: 1, name: 'مشهد', slug: 'mashhad', hotelsCount: 110 },
    },
    { slug: 'qom', name: 'قم', lat: 34.65, lng: 50.89, city: null },
    {
      slug: 'tehran',
      name: 'تهران',
      lat: 35.66,
      lng: 51.4,
      city: { id: 2, name: 'تهران', slug: 'tehran', hotelsCount: 50 },
    },
  ],
  updatedAt: '2026-11-20T09:00:00.000Z',
};

const terminal = (code: string, metroStation: string) => ({
  code,
  name: `پایانه ${code}`,
  about: 'پروازهای داخلی',
  metroStation,
});

export const MEHRABAD: Airport = {
  slug: 'mehrabad',
  iata: 'THR',
  name: 'فرودگاه بین‌المللی مهرآباد',
  city: { id: 2, name: 'تهران', slug: 'tehran', hotelsCount: 50 },
  lat: 35.6892,
  lng: 51.3134,
  guide: {
    summary: 'فرودگاه پروازهای داخلی تهران',
    terminalNotice: 'پایانه را روی بلیت ببینید.',
    terminals: [
      terminal('1', 'فرودگاه مهرآباد پایانه ۱ و ۲'),
      terminal('2', 'فرودگاه مهرآباد پایانه ۱ و ۲'),
      terminal('4', 'فرودگاه مهرآباد پایانه ۴ و ۶'),
      terminal('6', 'فرودگاه مهرآباد پایانه ۴ و ۶'),
    ],
    access: [{ mode: 'metro', title: 'مترو', text: 'خط ۴' }],
    services: [{ title: 'نمازخانه', text: 'در هر پایانه' }],
  },
  updatedAt: '2026-11-20T09:00:00.000Z',
  nearbyHotels: [
    { id: 7, name: 'هتل آزادی', slug: 'azadi', stars: 4, rating: 4.2, image: null, distanceKm: 2.4 },
  ],
};
