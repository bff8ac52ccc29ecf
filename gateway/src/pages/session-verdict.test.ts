import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Upstream, UpstreamRequest } from '../upstream';
import { pageRoutes } from '.';

const TOKEN = 'a-valid-looking-token-0123456789';

let root: string;
let shellDist: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-session-verdict-'));
  shellDist = path.join(root, 'shell');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html><head><title>راهی</title></head><body><div id="root"></div></body></html>',
  );
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** booking-api answering /check-token with `answer` (or never, or by throwing), recording what it was asked. */
function fakeBookingApi(answer: { status: number; body: unknown } | 'hang' | 'throw') {
  const calls: UpstreamRequest[] = [];
  const upstream: Upstream = {
    fetch: (request, signal) => {
      calls.push(request);
      if (answer === 'throw') return Promise.reject(new Error('connection refused'));
      if (answer === 'hang')
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      return Promise.resolve({ status: answer.status, headers: {}, body: JSON.stringify(answer.body) });
    },
  };
  return { calls, app: pageRoutes({ shellDist, session: { upstream, timeoutMs: 50 } }) };
}

const verdictIn = (html: string) => {
  const match = html.match(/<script id="rahi-session" type="application\/json">(.*?)<\/script><\/head>/);
  return match ? JSON.parse(match[1] as string) : undefined;
};

const withToken = { headers: { Cookie: `token=${TOKEN}` } };

describe("the server's verdict on the login token, in the page", () => {
  it('a valid token: the name and credit are in the head, checked with a bearer header, and the page is private', async () => {
    const { calls, app } = fakeBookingApi({
      status: 200,
      body: { meta: { status: true }, data: { userName: 'مریم احمدی', credit: 90_000 } },
    });

    const res = await app.request('/profile', withToken);

    expect(res.status).toBe(200);
    expect(verdictIn(await res.text())).toEqual({ valid: true, userName: 'مریم احمدی', credit: 90_000 });
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/check-token' });
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('a valid token on a guest-only page (/auth/login): sent to / before anything is drawn', async () => {
    const { app } = fakeBookingApi({
      status: 200,
      body: { meta: { status: true }, data: { userName: 'مریم احمدی', credit: 0 } },
    });

    const res = await app.request('/auth/login', withToken);

    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('a guest-only page for a token refused or not checked in time: the page, as for any guest', async () => {
    const refused = fakeBookingApi({ status: 401, body: { meta: { status: false } } });
    const slow = fakeBookingApi('hang');

    for (const { app } of [refused, slow]) {
      const res = await app.request('/auth/login', withToken);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('no token cookie: the page as it is (the shell checks a name the cookies remember), booking-api not asked', async () => {
    const { calls, app } = fakeBookingApi({ status: 200, body: {} });

    // The saved hotels: a login-only page, personal like the profile's others, so private even for nobody.
    const res = await app.request('/profile/favourites', {
      headers: { Cookie: 'userName=%D9%85%D8%B1%DB%8C%D9%85; credit=5' },
    });

    expect(await res.text()).not.toContain('rahi-session');
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(calls).toEqual([]);
  });

  it('a token booking-api refuses: "not logged in", and the token cookie is cleared', async () => {
    const { app } = fakeBookingApi({
      status: 401,
      body: { meta: { status: false, message: 'ابتدا وارد شوید' } },
    });

    const res = await app.request('/profile/reserves', withToken);

    expect(verdictIn(await res.text())).toEqual({ valid: false });
    expect(res.headers.get('Set-Cookie')).toMatch(/^token=; Max-Age=0;.*HttpOnly/);
  });

  it.each([
    ['booking-api fails', 'throw'],
    ['booking-api does not answer in time', 'hang'],
    ['booking-api answers 500', { status: 500, body: { meta: { status: false } } }],
    ['booking-api answers without a name', { status: 200, body: { meta: { status: true }, data: {} } }],
  ] as const)(
    '%s: no verdict, so the shell checks the token itself; the page is still served',
    async (_label, answer) => {
      const { app } = fakeBookingApi(answer);

      const res = await app.request('/profile', withToken);

      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain('rahi-session');
      expect(html).toContain('<div id="root">');
      expect(res.headers.get('Set-Cookie')).toBeNull();
    },
  );

  it('a name cannot close the data block or open markup', async () => {
    const { app } = fakeBookingApi({
      status: 200,
      body: { meta: { status: true }, data: { userName: '</script><script>alert(1)</script>', credit: 0 } },
    });

    const html = await (await app.request('/', withToken)).text();

    expect(html).not.toContain('<script>alert(1)');
    expect(verdictIn(html)).toEqual({
      valid: true,
      userName: '</script><script>alert(1)</script>',
      credit: 0,
    });
  });
});
