import { MESSAGES } from '@rahi/shared-contracts';
import type { Upstream, UpstreamRequest } from '../upstream';
import { reservationRoutes } from '.';

function fakeUpstream(answer: (request: UpstreamRequest) => Promise<{ status: number; body: string }>) {
  const seen: UpstreamRequest[] = [];
  const upstream: Upstream = {
    fetch: async (request) => {
      seen.push(request);
      const { status, body } = await answer(request);
      return { status, body, headers: { 'content-type': 'application/json' } };
    },
  };
  return { upstream, seen };
}

const draft = { reservationId: '0f8fad5b-d9cb-469f-a165-70867728950e', reservationData: { hotelId: 3 } };

describe('reservation drafts through the gateway', () => {
  it("forwards POST /api/reservations to booking-api's /reservation-drafts, body unchanged", async () => {
    const { upstream, seen } = fakeUpstream(async () => ({
      status: 201,
      body: '{"meta":{"status":true},"data":1}',
    }));
    const app = reservationRoutes({ upstream });
    const response = await app.request('/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'token=secret' },
      body: JSON.stringify(draft),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ meta: { status: true }, data: 1 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/reservation-drafts',
      body: JSON.stringify(draft),
    });
    expect(seen[0]?.headers).not.toHaveProperty('cookie');
  });

  it("passes booking-api's refusal through with its status", async () => {
    const refusal = '{"meta":{"status":false,"message":"x","errors":["x"]},"data":null}';
    const { upstream } = fakeUpstream(async () => ({ status: 409, body: refusal }));
    const response = await reservationRoutes({ upstream }).request('/api/reservations', {
      method: 'POST',
      body: JSON.stringify(draft),
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toBe(refusal);
  });

  it('reads a draft back by id, encoding the id', async () => {
    const { upstream, seen } = fakeUpstream(async () => ({
      status: 200,
      body: '{"meta":{"status":true},"data":{}}',
    }));
    const response = await reservationRoutes({ upstream }).request(
      `/api/reservations/${draft.reservationId}`,
    );
    expect(response.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'GET', path: `/reservation-drafts/${draft.reservationId}` });
  });

  it.each(['a%2F..%2Fb', '00000000-0000-0000-0000-000000000000', 'not-a-uuid'])(
    'answers 404 for the id %s without calling booking-api',
    async (id) => {
      const { upstream, seen } = fakeUpstream(async () => ({ status: 200, body: '{}' }));
      const response = await reservationRoutes({ upstream }).request(`/api/reservations/${id}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { meta: { errors: string[] } }).meta.errors).toEqual([
        MESSAGES.draftNotFound,
      ]);
      expect(seen).toHaveLength(0);
    },
  );

  it('refuses an oversized draft with 413 before calling booking-api', async () => {
    const { upstream, seen } = fakeUpstream(async () => ({ status: 201, body: '{}' }));
    const response = await reservationRoutes({ upstream }).request('/api/reservations', {
      method: 'POST',
      body: 'x'.repeat(70 * 1024),
    });
    expect(response.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('answers 502 with a Persian envelope when booking-api is down, and 504 when it is slow', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const down = fakeUpstream(async () => {
      throw new Error('ECONNREFUSED');
    });
    const downAnswer = await reservationRoutes({ upstream: down.upstream }).request(
      `/api/reservations/${draft.reservationId}`,
    );
    expect(downAnswer.status).toBe(502);
    const envelope = (await downAnswer.json()) as { meta: { errors: string[] } };
    expect(envelope.meta.errors[0]).toMatch(/ارتباط با سرور/);

    const slow = fakeUpstream(() => new Promise(() => {}));
    const slowAnswer = await reservationRoutes({ upstream: slow.upstream, timeoutMs: 30 }).request(
      `/api/reservations/${draft.reservationId}`,
    );
    expect(slowAnswer.status).toBe(504);
    error.mockRestore();
  });

  describe('draft ownership', () => {
    const ok = async () => ({ status: 201, body: '{"meta":{"status":true},"data":1}' });
    const save = (app: ReturnType<typeof reservationRoutes>, headers: Record<string, string> = {}) =>
      app.request('/api/reservations', { method: 'POST', headers, body: JSON.stringify(draft) });

    it('gives a browser without one an HttpOnly session cookie and names that session to booking-api', async () => {
      const { upstream, seen } = fakeUpstream(ok);
      const response = await save(reservationRoutes({ upstream }));
      const cookie = response.headers.get('set-cookie') ?? '';
      const id = /^rahi_session=([A-Za-z0-9_-]{43});/.exec(cookie)?.[1];
      expect(id).toBeDefined();
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(seen[0]?.headers['x-rahi-session']).toBe(id);
    });

    it('keeps the session of a browser that has one, and sends its login as the bearer header', async () => {
      const { upstream, seen } = fakeUpstream(ok);
      const session = 'S'.repeat(43);
      const response = await save(reservationRoutes({ upstream }), {
        cookie: `rahi_session=${session}; token=${'t'.repeat(32)}`,
      });
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(seen[0]?.headers).toMatchObject({
        'x-rahi-session': session,
        authorization: `Bearer ${'t'.repeat(32)}`,
      });
    });

    it("replaces a malformed session cookie and never passes the browser's own X-Rahi-Session", async () => {
      const { upstream, seen } = fakeUpstream(ok);
      const response = await save(reservationRoutes({ upstream }), {
        cookie: 'rahi_session=guessed',
        'x-rahi-session': 'S'.repeat(43),
      });
      const id = /^rahi_session=([A-Za-z0-9_-]{43});/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      expect(seen[0]?.headers['x-rahi-session']).toBe(id);
      expect(id).not.toBe('S'.repeat(43));
    });

    it('reads a draft with the session cookie, and without one sends no session', async () => {
      const { upstream, seen } = fakeUpstream(ok);
      const app = reservationRoutes({ upstream });
      await app.request(`/api/reservations/${draft.reservationId}`, {
        headers: { cookie: `rahi_session=${'S'.repeat(43)}` },
      });
      const stranger = await app.request(`/api/reservations/${draft.reservationId}`, {
        headers: { 'x-rahi-session': 'S'.repeat(43) },
      });
      expect(seen[0]?.headers['x-rahi-session']).toBe('S'.repeat(43));
      expect(seen[1]?.headers).not.toHaveProperty('x-rahi-session');
      expect(stranger.headers.get('set-cookie')).toBeNull();
    });
  });
});
