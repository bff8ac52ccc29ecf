import { MESSAGES } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import { refuseCrossSiteRequests } from './same-origin';

const app = new Hono()
  .use(refuseCrossSiteRequests({ publicOrigin: 'https://rahi.ir', formPaths: [/^\/form\//] }))
  .all('*', (c) => c.text('reached'));

const send = (path: string, headers: Record<string, string>, method = 'POST') =>
  app.request(`http://gateway.local${path}`, { method, headers, body: method === 'GET' ? null : '{}' });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const JSON_BODY = { 'content-type': 'application/json' };

describe('refuseCrossSiteRequests', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin that only starts like ours', { origin: 'http://gateway.local.evil.example' }],
    ['Origin null (a sandboxed frame or a redirect)', { origin: 'null' }],
    [
      'a same-origin Origin but Sec-Fetch-Site cross-site',
      { origin: 'http://gateway.local', 'sec-fetch-site': 'cross-site' },
    ],
    ['our host over https when it is served over http', { origin: 'https://gateway.local' }],
    ['our host over ws://', { origin: 'ws://gateway.local' }],
    ['our host over ftp://', { origin: 'ftp://gateway.local' }],
    ['our host on another port', { origin: 'http://gateway.local:8080' }],
    ['the public host over http', { origin: 'http://rahi.ir' }],
    ['the public host on another port', { origin: 'https://rahi.ir:8443' }],
    ['another site with Sec-Fetch-Site none', { origin: 'http://evil.com', 'sec-fetch-site': 'none' }],
    [
      'another site with Sec-Fetch-Site same-origin',
      { origin: 'http://evil.com', 'sec-fetch-site': 'same-origin' },
    ],
  ])('refuses a JSON POST with %s: 403 and the envelope in Persian', async (_, headers) => {
    const response = await send('/handle-api', { ...JSON_BODY, ...headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      meta: { status: false, message: MESSAGES.crossSiteRequest, errors: [MESSAGES.crossSiteRequest] },
      data: null,
    });
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no content type', ''],
    ['a JSON look-alike', 'application/jsonp'],
  ])('refuses a same-origin POST whose body is %s with 403', async (_, type) => {
    const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
    if (type) headers['content-type'] = type;
    const response = await send('/api/reservations', headers);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { meta: { errors: string[] } }).meta.errors).toEqual([
      MESSAGES.invalidInput,
    ]);
  });

  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://gateway.local' }],
    ['an Origin of the host it was sent to', { origin: 'http://gateway.local' }],
    ['the public origin behind a proxy', { origin: 'https://rahi.ir' }],
    ['the public origin with its default port spelled out', { origin: 'https://rahi.ir:443' }],
    ['Sec-Fetch-Site none (typed by the user) without Origin', { 'sec-fetch-site': 'none' }],
    ['neither header (not a browser)', {}],
  ])('lets a JSON POST with %s through', async (_, headers) => {
    const response = await send('/handle-api', {
      'content-type': 'application/json; charset=utf-8',
      ...headers,
    });
    expect(await response.text()).toBe('reached');
  });

  it('checks the origin of a form path but not its content type', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await send('/form/x', { ...form, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await send('/form/x', { ...form, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('leaves GET alone whatever it says', async () => {
    const response = await send('/anything', { 'sec-fetch-site': 'cross-site' }, 'GET');
    expect(await response.text()).toBe('reached');
  });
});
