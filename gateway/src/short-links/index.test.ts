import type { Upstream, UpstreamRequest } from '../upstream';
import { shortLinkRoutes } from '.';

const TOKEN = 'v48213657.tfw0g0.AbCdEfGhIjKlMnOp';
const seen: UpstreamRequest[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };
const upstream: Upstream = {
  fetch: async (request) => {
    seen.push(request);
    return { ...answer, headers: { 'content-type': 'application/json' } };
  },
};
const app = shortLinkRoutes({ upstream });
const located = (location: string) => ({ status: 200, body: JSON.stringify({ data: { location } }) });

beforeEach(() => {
  seen.length = 0;
});

describe('GET /v/:token', () => {
  it("sends the browser to the page booking-api names, with nothing of the browser's passed on", async () => {
    answer = located('/voucher?reserveId=48213657&mobile=09121234567');
    const response = await app.request(`/v/${TOKEN}`, { headers: { Cookie: 'token=x' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/voucher?reserveId=48213657&mobile=09121234567');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(seen).toEqual([{ method: 'GET', path: `/short-links/${TOKEN}`, headers: {} }]);
  });

  it('leads a link booking-api refuses (forged, expired) to the reservation lookup', async () => {
    answer = { status: 410, body: '{"meta":{"status":false},"data":null}' };
    expect((await app.request(`/v/${TOKEN}`)).headers.get('location')).toBe('/reserve-status');
  });

  it('asks booking-api nothing for what is not a token, and follows no page that is not ours', async () => {
    expect((await app.request('/v/..%2Fadmin')).headers.get('location')).toBe('/reserve-status');
    expect(seen).toEqual([]);
    answer = located('https://evil.example/voucher?x=1');
    expect((await app.request(`/v/${TOKEN}`)).headers.get('location')).toBe('/reserve-status');
  });
});
