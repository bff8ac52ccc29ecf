import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { assetRoutes } from '.';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHUNK = 'console.log("chunk");';

let root: string;
let app: ReturnType<typeof assetRoutes>;

function put(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-assets-'));
  const shellDist = path.join(root, 'shell');
  put(path.join(shellDist, 'main.js'), 'console.log("main");');
  put(path.join(shellDist, 'index.html'), '<html>not served here</html>');
  put(path.join(shellDist, 'asset-manifest.json'), '{}');
  put(path.join(shellDist, 'static', 'js', '1.abcdef0123.js'), CHUNK);
  put(path.join(shellDist, 'static', 'js', '1.abcdef0123.js.br'), zlib.brotliCompressSync(CHUNK));
  const searchDist = path.join(root, 'search');
  put(path.join(searchDist, 'remoteEntry.js'), '/* search */');
  put(path.join(root, 'releases', 'search-2', 'remoteEntry.js'), '/* search 2 */');
  app = assetRoutes({
    shellDist,
    remoteDists: { 'mf-search': searchDist },
    releasesDir: path.join(root, 'releases'),
  });
  // What the page routes would answer: anything the assets let through.
  app.notFound((c) => c.text('passed on', 404));
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('assetRoutes', () => {
  it.each([
    ['/main.js', 'console.log("main");', 'no-cache'],
    ['/static/js/1.abcdef0123.js', CHUNK, IMMUTABLE],
    ['/remotes/mf-search/remoteEntry.js', '/* search */', 'no-cache'],
    ['/releases/search-2/remoteEntry.js', '/* search 2 */', 'no-cache'],
  ])('serves %s from its build with the right Cache-Control', async (url, body, cacheControl) => {
    const res = await app.request(url);

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(cacheControl);
    expect(await res.text()).toBe(body);
  });

  it.each([
    ['a missing file', '/static/js/2.abcdef0123.js'],
    ['a folder no remote is served from', '/remotes/mf-unknown/remoteEntry.js'],
    ["the shell's index.html, which the page routes answer", '/index.html'],
    ['a shell file that is neither main.js nor under /static', '/asset-manifest.json'],
  ])('passes on %s', async (_label, url) => {
    const res = await app.request(url);

    expect(res.status).toBe(404);
    expect(await res.text()).toBe('passed on');
  });

  it('does not serve files for a POST', async () => {
    expect((await app.request('/main.js', { method: 'POST' })).status).toBe(404);
  });

  it('sets the content type from the served file, not its .br twin', async () => {
    const res = await app.request('/static/js/1.abcdef0123.js', { headers: { 'Accept-Encoding': 'br' } });

    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Content-Encoding')).toBe('br');
  });
});

// server.ts runs behind @hono/node-server, which swaps in its own Response class: Cache-Control
// must reach the client with either one.
describe("assetRoutes behind @hono/node-server's Response", () => {
  const standard = { Request: globalThis.Request, Response: globalThis.Response };

  beforeAll(() => {
    getRequestListener(app.fetch);
  });

  afterAll(() => {
    Object.defineProperty(globalThis, 'Request', { value: standard.Request });
    Object.defineProperty(globalThis, 'Response', { value: standard.Response });
  });

  it('installs its own Response class', () => {
    expect(globalThis.Response).not.toBe(standard.Response);
  });

  it.each([
    ['/static/js/1.abcdef0123.js', IMMUTABLE],
    ['/main.js', 'no-cache'],
  ])('still serves %s with Cache-Control %s', async (url, cacheControl) => {
    const res = await app.request(url, { headers: { 'Accept-Encoding': 'br' } });

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(cacheControl);
  });
});
