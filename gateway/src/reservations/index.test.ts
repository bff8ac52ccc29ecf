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
    await reservationRoutes({ upstream }).request('/api/reservations/a%2F..%2Fb');
    expect(seen[1]?.path).toBe('/reservation-drafts/a%2F..%2Fb');
  });

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
    const downAnswer = await reservationRoutes({ upstream: down.upstream }).request('/api/reservations/x');
    expect(downAnswer.status).toBe(502);
    const envelope = (await downAnswer.json()) as { meta: { errors: string[] } };
    expect(envelope.meta.errors[0]).toMatch(/ارتباط با سرور/);

    const slow = fakeUpstream(() => new Promise(() => {}));
    const slowAnswer = await reservationRoutes({ upstream: slow.upstream, timeoutMs: 30 }).request(
      '/api/reservations/x',
    );
    expect(slowAnswer.status).toBe(504);
    error.mockRestore();
  });
});
