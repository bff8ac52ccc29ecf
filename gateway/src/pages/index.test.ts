import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import { pageRoutes } from '.';

const MARKER = '<!-- rahi-shell-index -->';

let root: string;
let shellDist: string;
let app: ReturnType<typeof pageRoutes>;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-pages-'));
  shellDist = path.join(root, 'shell');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(path.join(shellDist, 'index.html'), `<!doctype html><html>${MARKER}</html>`);
  app = pageRoutes({ shellDist });
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('pageRoutes', () => {
  it("answers the home page with the shell's index.html, status 200, revalidated on every visit", async () => {
    const res = await app.request('/');

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain(MARKER);
  });

  it("answers the error screen's own address with 200", async () => {
    const res = await app.request('/error');

    expect(res.status).toBe(200);
    expect(await res.text()).toContain(MARKER);
  });

  it('ignores a trailing slash', async () => {
    expect((await app.request('/404/')).status).toBe(404);
  });

  it.each([
    ['the not-found page itself', '/404'],
    ['an unknown address at any depth', '/x/y/z'],
    ['a city whose id is not a number', '/city/abc/hotels-x'],
    ['a hotel whose id is not a number', '/hotel/abc/hotel-x'],
  ])('answers %s with 404 and the same html, so the app can show its not-found page', async (_label, url) => {
    const res = await app.request(url);

    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain(MARKER);
  });

  it("answers a personal route's refused address (a review page whose booking id is not a number) with 404, privately", async () => {
    const res = await app.request('/review-submit/abc');

    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await res.text()).toContain(MARKER);
  });

  it.each(['/favicon.ico', '/missing.js', '/static/js/missing.0123456789.js', '/robots.txt'])(
    'answers a missing file like %s with a plain 404, not the html',
    async (url) => {
      const res = await app.request(url);

      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
      expect(await res.text()).not.toContain(MARKER);
    },
  );

  it('serves a rebuilt index.html without a restart', async () => {
    const dist = fs.mkdtempSync(path.join(root, 'rebuilt-'));
    const index = path.join(dist, 'index.html');
    fs.writeFileSync(index, '<html>first build</html>');
    fs.utimesSync(index, 1_700_000_000, 1_700_000_000);
    const pages = pageRoutes({ shellDist: dist });
    expect(await (await pages.request('/')).text()).toContain('first build');

    fs.writeFileSync(index, '<html>second build</html>');
    fs.utimesSync(index, 1_700_000_100, 1_700_000_100);

    expect(await (await pages.request('/')).text()).toContain('second build');
  });

  it('answers 503 with a message, and logs, while the shell is not built', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const pages = pageRoutes({ shellDist: path.join(root, 'not-built') });

    const res = await pages.request('/');

    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/not built/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(path.join(root, 'not-built', 'index.html')));
  });

  it('starts serving pages once the shell is built, without a restart', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    const dist = path.join(root, 'built-later');
    const pages = pageRoutes({ shellDist: dist });
    expect((await pages.request('/')).status).toBe(503);

    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), `<html>${MARKER}</html>`);

    const res = await pages.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(MARKER);
  });
});
