// The token cookie through POST /handle-api: set from a login, kept from the page's scripts, sent on as the
// bearer header, cleared on logout and on a refused token check.
import type { Upstream, UpstreamRequest, UpstreamResponse } from '../upstream';
import { proxyRoutes } from '.';

const TOKEN = 'q3M2x8Zf0yq5y0tG7u6w3bqg4m1k2j5h8n9p0r1s2tA';

const envelope = (data: unknown, status = true, message = 'Done') => ({
  meta: { status, message, errors: status ? [] : [message] },
  data,
});

/** An upstream that answers every call with the given response and remembers what it was asked. */
function upstreamAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: UpstreamRequest[] = [];
  const upstream: Upstream = {
    async fetch(request): Promise<UpstreamResponse> {
      calls.push(request);
      return {
        status,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      };
    },
  };
  return { upstream, calls };
}

const call = (
  upstream: Upstream,
  endPoint: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  cookie?: string,
) =>
  proxyRoutes({ upstream }).request('/handle-api', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) },
    body: JSON.stringify({ endPoint, options }),
  });

describe('the token cookie', () => {
  it.each(['/otp', '/login'])(
    'is set from a successful %s, HttpOnly, Secure, SameSite=Lax, for the token lifetime, and the token leaves the data',
    async (endPoint) => {
      const session = { token: TOKEN, userName: 'مریم', credit: 50_000, expiresInSeconds: 86_400 };
      const { upstream } = upstreamAnswering(200, envelope(session, true, 'با موفقیت وارد شدید.'));

      const response = await call(upstream, endPoint, { method: 'POST', body: { mobile: '09123456789' } });

      expect(response.status).toBe(200);
      expect(response.headers.get('Set-Cookie')).toBe(
        `token=${TOKEN}; Max-Age=86400; Path=/; HttpOnly; Secure; SameSite=Lax`,
      );
      expect(await response.json()).toEqual(
        envelope(
          { userName: 'مریم', credit: 50_000, expiresInSeconds: 86_400 },
          true,
          'با موفقیت وارد شدید.',
        ),
      );
    },
  );

  it('lasts 30 days when booking-api does not give the lifetime', async () => {
    const { upstream } = upstreamAnswering(200, envelope({ token: TOKEN, userName: 'x', credit: 0 }));
    const response = await call(upstream, '/otp', { method: 'POST', body: {} });
    expect(response.headers.get('Set-Cookie')).toContain('Max-Age=2592000;');
  });

  it('is not set when the login fails, and the answer passes unchanged', async () => {
    const refused = envelope(null, false, 'کد تایید اشتباه است.');
    const { upstream } = upstreamAnswering(422, refused);

    const response = await call(upstream, '/otp', { method: 'POST', body: {} });

    expect(response.status).toBe(422);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await response.json()).toEqual(refused);
  });

  it('is not set from other endpoints that happen to answer a token', async () => {
    const { upstream } = upstreamAnswering(200, envelope({ token: TOKEN }));
    const response = await call(upstream, '/profile', { method: 'POST', body: {} });
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(((await response.json()) as { data: { token: string } }).data.token).toBe(TOKEN);
  });

  it('is sent on as the bearer header when the page sends no Authorization of its own', async () => {
    const { upstream, calls } = upstreamAnswering(200, envelope({ userName: 'x', credit: 0 }));

    await call(upstream, '/check-token', { method: 'GET' }, `token=${TOKEN}; other=1`);

    expect(calls[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(calls[0]?.headers.cookie).toBeUndefined();
  });

  it("leaves the page's own Authorization header in place", async () => {
    const { upstream, calls } = upstreamAnswering(200, envelope(null));
    await call(
      upstream,
      '/profile',
      { method: 'GET', headers: { authorization: 'Bearer mine-mine-mine-mine' } },
      `token=${TOKEN}`,
    );
    expect(calls[0]?.headers.authorization).toBe('Bearer mine-mine-mine-mine');
  });

  it('is not sent on when it does not look like a token', async () => {
    const { upstream, calls } = upstreamAnswering(200, envelope(null));
    await call(upstream, '/profile', { method: 'GET' }, 'token=a%0d%0aX-Evil:%201');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['booking-api confirms', 200, envelope(null, true, 'از حساب کاربری خود خارج شدید.')],
    ['booking-api fails', 500, envelope(null, false, 'خطای سرور')],
  ])('is cleared by /logout when %s', async (_, status, body) => {
    const { upstream, calls } = upstreamAnswering(status, body);

    const response = await call(upstream, '/logout', { method: 'POST' }, `token=${TOKEN}`);

    expect(response.headers.get('Set-Cookie')).toBe(
      'token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('is cleared by /logout even when booking-api cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const upstream: Upstream = { fetch: async () => Promise.reject(new Error('connection refused')) };

    const response = await call(upstream, '/logout', { method: 'POST' }, `token=${TOKEN}`);

    expect(response.status).toBe(502);
    expect(response.headers.get('Set-Cookie')).toContain('token=; Max-Age=0');
    jest.restoreAllMocks();
  });

  it('is cleared when /check-token answers 401, and kept when it answers 200', async () => {
    const refused = upstreamAnswering(401, envelope(null, false, 'لطفا ابتدا وارد حساب کاربری خود شوید.'));
    const cleared = await call(refused.upstream, '/check-token', { method: 'GET' }, `token=${TOKEN}`);
    expect(cleared.status).toBe(401);
    expect(cleared.headers.get('Set-Cookie')).toContain('token=; Max-Age=0');

    const accepted = upstreamAnswering(200, envelope({ userName: 'x', credit: 0 }));
    const kept = await call(accepted.upstream, '/check-token', { method: 'GET' }, `token=${TOKEN}`);
    expect(kept.headers.get('Set-Cookie')).toBeNull();
  });

  it('passes Retry-After on from a refused send', async () => {
    const { upstream } = upstreamAnswering(429, envelope(null, false, 'x'), { 'retry-after': '42' });
    const response = await call(upstream, '/login-register', { method: 'POST', body: { mobile: '0912' } });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('42');
  });
});

describe('the /dev routes', () => {
  it('are proxied only when the dev routes are opted into', async () => {
    const { upstream } = upstreamAnswering(200, envelope([]));
    const request = (devRoutes: boolean | undefined) =>
      proxyRoutes({ upstream, ...(devRoutes !== undefined && { devRoutes }) }).request('/handle-api', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ endPoint: '/dev/sms-outbox?mobile=09123456789', options: {} }),
      });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await request(true)).status).toBe(200);
    expect((await request(false)).status).toBe(404);
    expect((await request(undefined)).status).toBe(404);
    jest.restoreAllMocks();
  });
});
