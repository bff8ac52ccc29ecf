import type { Upstream, UpstreamRequest } from '../upstream';
import { passthroughRoutes } from '.';

const seen: UpstreamRequest[] = [];
const upstream: Upstream = {
  fetch: async (request) => {
    seen.push(request);
    return {
      status: 200,
      body: '<svg/>',
      headers: {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
        'set-cookie': 'x=1',
      },
    };
  },
};
const app = passthroughRoutes({ upstream });

beforeEach(() => {
  seen.length = 0;
});

describe('booking-api pages opened by the browser', () => {
  it('relays a hotel photo with its type and cache header, nothing else', async () => {
    const response = await app.request('/media/hotels/12/exterior-1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/media/hotels/12/exterior-1.svg' });
  });

  it('never relays a media path that is not a photo name', async () => {
    for (const path of [
      '/media/hotels/12/../../openapi.json',
      '/media/other',
      '/media/hotels/x/exterior-1.svg',
    ]) {
      expect((await app.request(path)).status).toBe(404);
    }
    expect(seen).toHaveLength(0);
  });

  it('serves the API documentation under /api-docs/', async () => {
    expect((await app.request('/api-docs')).headers.get('location')).toBe('/api-docs/');
    await app.request('/api-docs/');
    await app.request('/api-docs/openapi.json');
    expect(seen.map((request) => request.path)).toEqual(['/docs', '/openapi.json']);
  });
});
