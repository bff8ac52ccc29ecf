/**
 * @jest-environment node
 */
import type { RoadAtlas } from '@rahi/shared-contracts/api';
import { render } from '../../server/test-data';

const atlas: RoadAtlas = {
  provinces: [
    {
      name: 'تهران',
      cities: [
        { name: 'تهران', sold: { id: 2, slug: 'tehran' } },
        { name: 'ورامین', sold: null },
      ],
    },
    { name: 'کرمان', cities: [{ name: 'کرمان', sold: { id: 14, slug: 'kerman' } }] },
  ],
  distances: [
    {
      from: { name: 'تهران', sold: { id: 2, slug: 'tehran' } },
      to: { name: 'قم', sold: null },
      km: 150,
      via: [],
    },
    {
      from: { name: 'تهران', sold: { id: 2, slug: 'tehran' } },
      to: { name: 'کرمان', sold: { id: 14, slug: 'kerman' } },
      km: 990,
      via: ['یزد', 'رفسنجان'],
    },
  ],
  source: 'فاصله‌ها را تیم راهی گردآوری کرده است.',
};

const draw = (query = '') =>
  render({
    data: { module: './RoadAtlasPage', endPoint: '/road-atlas', atlas },
    url: `https://rahi.example/country-road-atlas${query}`,
  });

describe('the road atlas page', () => {
  it('shows the table, the provinces, links to the cities we sell and the source of the distances', () => {
    const out = draw();
    expect(out.html).toContain('>اطلس راه‌های کشور</h1>');
    expect(out.html).toContain('>۹۹۰<');
    expect(out.html).toContain('یزد، رفسنجان');
    expect(out.html).toContain('href="/city/14/hotels-kerman"');
    expect(out.html).not.toContain('href="/city/0');
    expect(out.html).toContain('فاصله‌ها را تیم راهی گردآوری کرده است.');
    expect(out.html).toContain('استان کرمان');
    expect(out.head.canonical).toBe('https://rahi.example/country-road-atlas');
  });

  it('renders the filter of the address on the server, Arabic kaf matched as Persian', () => {
    const out = draw(`?city=${encodeURIComponent('كرمان')}`);
    expect(out.html).toContain('۱ مسیر و ۱ استان پیدا شد.');
    expect(out.html).not.toContain('>۱۵۰<');
    expect(out.html).not.toContain('استان تهران');
    expect(out.head.canonical).toBe('https://rahi.example/country-road-atlas');
  });
});
