import { openTestDatabase } from '../db/test-database';
import { seedDatabase } from '../seed';
import { hotelLookupFrom, mediaRoutes } from './index';

describe('GET /media/hotels/:hotelId/:file', () => {
  const app = mediaRoutes();

  it('answers a photo as a cacheable SVG', async () => {
    const response = await app.request('/media/hotels/12/rooms-2.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('answers the same picture every time', async () => {
    const first = await (await app.request('/media/hotels/7/pool-1.svg')).text();
    const second = await (await app.request('/media/hotels/7/pool-1.svg')).text();
    expect(second).toBe(first);
  });

  it.each([
    '/media/hotels/12/rooms-2.png',
    '/media/hotels/12/kitchen-1.svg',
    '/media/hotels/12/rooms-0.svg',
    '/media/hotels/12/rooms.svg',
    '/media/hotels/0/rooms-1.svg',
    '/media/hotels/abc/rooms-1.svg',
    '/media/hotels/12/rooms-1.svg.js',
  ])('answers 404 for %s', async (url) => {
    expect((await app.request(url)).status).toBe(404);
  });

  it('puts the hotel name from the lookup on the exterior sign', async () => {
    const named = mediaRoutes({
      hotel: async (id) => (id === 4 ? { name: 'هتل درویشی', type: 'hotel' } : undefined),
    });
    expect(await (await named.request('/media/hotels/4/exterior-1.svg')).text()).toContain('هتل درویشی');
    expect(await (await mediaRoutes().request('/media/hotels/5/exterior-1.svg')).text()).toContain('>هتل<');
  });

  it('answers 404 for any photo of a hotel the lookup does not know (hotel 999999999 answered 200)', async () => {
    const named = mediaRoutes({
      hotel: async (id) => (id === 4 ? { name: 'هتل درویشی', type: 'hotel' } : undefined),
    });

    for (const file of ['exterior-1.svg', 'lobby-2.svg', 'rooms-1.svg']) {
      expect((await named.request(`/media/hotels/999999999/${file}`)).status).toBe(404);
    }
    expect((await named.request('/media/hotels/4/lobby-2.svg')).status).toBe(200);
  });

  it('reads the name and type from the hotels table', async () => {
    const handle = await openTestDatabase();
    await seedDatabase(handle.db, { hotels: 2, days: 1, today: '2026-03-10' });
    const lookup = hotelLookupFrom(handle.db);
    expect(await lookup(1)).toEqual({
      name: expect.stringMatching(/^(هتل|بوتیک|مهمان|خانه|اقامتگاه)/),
      type: expect.any(String),
    });
    expect(await lookup(999)).toBeUndefined();
    await handle.close();
  });
});
