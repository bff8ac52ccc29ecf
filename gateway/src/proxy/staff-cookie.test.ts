// The staff cookie through POST /handle-api: set from a staff sign-in (HttpOnly, SameSite=Strict, Secure only
// over https), sent on as X-Staff-Session to /staff/* paths only, never as a traveller's bearer; the traveller's
// cookie never reaches /staff/*; cleared on sign-out and on a refused GET /staff/me.
import type { Upstream, UpstreamRequest, UpstreamResponse } from '../upstream';
import { proxyRoutes } from '.';

const STAFF = 'S3M2x8Zf0yq5y0tG7u6w3bqg4m1k2j5h8n9p0r1s2tA';
const TRAVELLER = 'q3M2x8Zf0yq5y0tG7u6w3bqg4m1k2j5h8n9p0r1s2tA';

const envelope = (data: unknown, status = true) => ({
  meta: { status, message: 'Done', errors: status ? [] : ['خطا'] },
  data,
});

function upstreamAnswering(status: number, body: unknown) {
  const calls: UpstreamRequest[] = [];
  const upstream: Upstream = {
    async fetch(request): Promise<UpstreamResponse> {
      calls.push(request);
      return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    },
  };
  return { upstream, calls };
}

const call = (
  upstream: Upstream,
  endPoint: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  { cookie, secure = false }: { cookie?: string; secure?: boolean } = {},
) =>
  proxyRoutes({ upstream, secureStaffCookie: secure }).request('/handle-api', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) },
    body: JSON.stringify({ endPoint, options }),
  });

const signedIn = { token: STAFF, email: 'a@rahi.ir', roles: ['admin'], expiresInSeconds: 43_200 };

describe('the staff cookie', () => {
  it('is set from a staff sign-in, HttpOnly, SameSite=Strict, not Secure over http, and the token leaves the data', async () => {
    const { upstream } = upstreamAnswering(200, envelope(signedIn));
    const response = await call(upstream, '/staff/session', { method: 'POST', body: {} });
    expect(response.headers.get('Set-Cookie')).toBe(
      `rahi_staff=${STAFF}; Max-Age=43200; Path=/; HttpOnly; SameSite=Strict`,
    );
    const { token, ...rest } = signedIn;
    expect(((await response.json()) as { data: unknown }).data).toEqual(rest);
  });

  it('is Secure when the public origin is https', async () => {
    const { upstream } = upstreamAnswering(200, envelope(signedIn));
    const response = await call(upstream, '/staff/session', { method: 'POST', body: {} }, { secure: true });
    expect(response.headers.get('Set-Cookie')).toBe(
      `rahi_staff=${STAFF}; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
  });

  it('is not set when the sign-in is refused', async () => {
    const { upstream } = upstreamAnswering(401, envelope(null, false));
    const response = await call(upstream, '/staff/session', { method: 'POST', body: {} });
    expect(response.status).toBe(401);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('goes to /staff/* as X-Staff-Session, without the traveller token or a bearer the page sent', async () => {
    const { upstream, calls } = upstreamAnswering(200, envelope({}));
    await call(
      upstream,
      '/staff/members',
      { headers: { Authorization: `Bearer ${TRAVELLER}` } },
      { cookie: `rahi_staff=${STAFF}; token=${TRAVELLER}` },
    );
    expect(calls[0]?.headers['x-staff-session']).toBe(STAFF);
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('never goes to a traveller path, as a bearer or otherwise', async () => {
    const { upstream, calls } = upstreamAnswering(200, envelope({}));
    await call(upstream, '/profile', {}, { cookie: `rahi_staff=${STAFF}` });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.headers['x-staff-session']).toBeUndefined();
    await call(upstream, '/profile', {}, { cookie: `rahi_staff=${STAFF}; token=${TRAVELLER}` });
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${TRAVELLER}`);
    expect(calls[1]?.headers['x-staff-session']).toBeUndefined();
  });

  it('cannot be forged by the page as a header', async () => {
    const { upstream, calls } = upstreamAnswering(200, envelope({}));
    await call(upstream, '/staff/me', { headers: { 'X-Staff-Session': STAFF } });
    expect(calls[0]?.headers['x-staff-session']).toBeUndefined();
  });

  it.each([
    ['DELETE', '/staff/session'],
    ['DELETE', '/staff/sessions'],
  ])('is cleared by %s %s, after sending it on to end the session', async (method, endPoint) => {
    const { upstream, calls } = upstreamAnswering(200, envelope(null));
    const response = await call(upstream, endPoint, { method }, { cookie: `rahi_staff=${STAFF}` });
    expect(calls[0]?.headers['x-staff-session']).toBe(STAFF);
    expect(response.headers.get('Set-Cookie')).toBe(
      'rahi_staff=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
    );
  });

  it('is cleared when GET /staff/me answers 401, and kept when it answers 200', async () => {
    const refused = upstreamAnswering(401, envelope(null, false));
    const ended = await call(refused.upstream, '/staff/me', {}, { cookie: `rahi_staff=${STAFF}` });
    expect(ended.headers.get('Set-Cookie')).toContain('rahi_staff=; Max-Age=0');
    const live = upstreamAnswering(200, envelope({ email: 'a@rahi.ir' }));
    const kept = await call(live.upstream, '/staff/me', {}, { cookie: `rahi_staff=${STAFF}` });
    expect(kept.headers.get('Set-Cookie')).toBeNull();
  });
});
