import type { Upstream, UpstreamRequest } from '../upstream';
import { supportRoutes } from '.';

const seen: UpstreamRequest[] = [];
const upstream: Upstream = {
  fetch: async (request) => {
    seen.push(request);
    return {
      status: request.headers['x-support-token'] ? 201 : 401,
      body: '{"meta":{"status":true},"data":{"id":7}}',
      headers: { 'content-type': 'application/json', 'set-cookie': 'x=1' },
    };
  },
};
const app = supportRoutes({ upstream });

beforeEach(() => {
  seen.length = 0;
});

describe("support's ticket calls through the gateway", () => {
  it('relays an answer with the support token and the body, and nothing of the browser', async () => {
    const response = await app.request('/support/tickets/7/messages', {
      method: 'POST',
      headers: {
        'X-Support-Token': 'support-token',
        'Content-Type': 'application/json',
        Cookie: 'token=traveller',
        Authorization: 'Bearer traveller',
      },
      body: '{"message":"پاسخ"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toMatchObject({ data: { id: 7 } });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/support/tickets/7/messages',
        headers: { 'x-support-token': 'support-token', 'content-type': 'application/json' },
        body: '{"message":"پاسخ"}',
      },
    ]);
  });

  it('relays the list with its query and one ticket, and booking-api’s refusal as it is', async () => {
    await app.request('/support/tickets?status=open&page=2', { headers: { 'X-Support-Token': 't' } });
    expect(seen[0]?.path).toBe('/support/tickets?status=open&page=2');
    const unsigned = await app.request('/support/tickets/12');
    expect(unsigned.status).toBe(401);
    expect(seen[1]).toMatchObject({ method: 'GET', path: '/support/tickets/12', headers: {} });
  });

  it('relays nothing but the support paths', async () => {
    for (const path of [
      '/support/tickets/7/close',
      '/support/../profile',
      '/support/users',
      '/support/tickets/x',
    ]) {
      expect((await app.request(path)).status).toBe(404);
      expect((await app.request(path, { method: 'POST', body: '{}' })).status).toBe(404);
    }
    expect((await app.request('/support/tickets', { method: 'POST', body: '{}' })).status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('refuses a body over 64 KiB before calling booking-api', async () => {
    const response = await app.request('/support/tickets/7/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(70_000) }),
    });
    expect(response.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('answers 502 with the envelope when booking-api cannot be reached', async () => {
    const down: Upstream = { fetch: async () => Promise.reject(new Error('down')) };
    const response = await supportRoutes({ upstream: down }).request('/support/tickets');
    expect(response.status).toBe(502);
    expect(((await response.json()) as { meta: { status: boolean } }).meta.status).toBe(false);
  });
});
