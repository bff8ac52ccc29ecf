/**
 * @jest-environment node
 */
import type { PopularRoutes } from '@rahi/shared-contracts/api';
import { render } from '../../server/test-data';

const mashhad = { id: 1, name: 'مشهد', slug: 'mashhad', province: 'خراسان رضوی', hotelsCount: 110 };
const shiraz = { id: 4, name: 'شیراز', slug: 'shiraz', province: 'فارس', hotelsCount: 30 };

const draw = (routes: PopularRoutes) =>
  render({
    data: { module: './PopularRoutesPage', endPoint: '/popular-routes', routes },
    url: 'https://rahi.example/popular-routes?utm=x',
  });

describe('the popular routes page', () => {
  it('lists counted destinations with their counts, each linking to its city from tomorrow for two nights', () => {
    const out = draw({
      basis: 'counted',
      today: '2026-11-26',
      destinations: [{ city: mashhad, searches: 12, bookings: 3 }],
      mostHotels: [],
      pairs: [{ from: mashhad, to: shiraz, travellers: 2 }],
    });
    expect(out.html).toContain('>مسیرهای پرطرفدار</h1>');
    expect(out.html).toContain('href="/city/1/hotels-mashhad?checkin=2026-11-27&amp;nights=2"');
    expect(out.html).toContain('۱۲ جست‌وجو');
    expect(out.html).toContain('۳ رزرو');
    expect(out.html).toContain('ورود جمعه ۶ آذر، ۲ شب');
    expect(out.html).toContain('مشهد ← شیراز');
    expect(out.html).toContain('href="/city/4/hotels-shiraz?checkin=2026-11-27&amp;nights=2"');
    expect(out.html).not.toContain('هنوز جست‌وجو یا رزروی شمرده نشده است');
    expect(out.head).toMatchObject({
      title: 'مسیرهای پرطرفدار | راهی',
      canonical: 'https://rahi.example/popular-routes',
    });
  });

  it('says when nothing is counted yet and the cities with the most hotels stand in', () => {
    const out = draw({
      basis: 'hotels',
      today: '2026-11-26',
      destinations: [{ city: mashhad, searches: 0, bookings: 0 }],
      mostHotels: [],
      pairs: [],
    });
    expect(out.html).toContain('هنوز جست‌وجو یا رزروی شمرده نشده است');
    expect(out.html).toContain('>شهرهایی با بیشترین هتل</h2>');
    expect(out.html).toContain('۱۱۰ هتل');
    expect(out.html).toContain('هنوز مسافری در دو شهر پشت سر هم هتل رزرو نکرده است.');
  });

  it('shows the cities with the most hotels under a short counted list', () => {
    const out = draw({
      basis: 'counted',
      today: '2026-11-26',
      destinations: [{ city: mashhad, searches: 1, bookings: 0 }],
      mostHotels: [shiraz],
      pairs: [],
    });
    expect(out.html).toContain('>پرجست‌وجوترین مقصدها</h2>');
    expect(out.html).toContain('>شهرهایی با بیشترین هتل</h2>');
    expect(out.html).toContain('۳۰ هتل');
    expect(out.html).toContain('href="/city/4/hotels-shiraz?checkin=2026-11-27&amp;nights=2"');
    expect(out.html).not.toContain('هنوز جست‌وجو یا رزروی شمرده نشده است');
  });
});
