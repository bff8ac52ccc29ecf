import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { logger } from '@rahi/booking-api/observability';
import { defaultRegistry, type RemoteRegistry } from '@rahi/shared-contracts';
import { createGatewayApp } from './app';
import { loadConfig, REMOTE_FOLDERS } from './config';
import type { Upstream } from './upstream';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MARKER = '<!-- rahi-shell-index -->';
const SECRET = 'TOP-SECRET-do-not-serve';
// Over compress()'s 1024-byte threshold, so the page is worth compressing.
const INDEX_HTML = `<!doctype html><html lang="fa" dir="rtl"><head>${MARKER}</head><body>${'<div></div>'.repeat(200)}</body></html>`;
const HASHED_JS = 'console.log("chunk 123");';

let root: string;
let shellDist: string;
let releasesDir: string;

/** Writes a file, making its folders. */
function put(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Writes the file and gives it a fixed modification time, in seconds since the epoch. */
function writeAt(file: string, content: string, mtimeSeconds: number) {
  put(file, content);
  fs.utimesSync(file, mtimeSeconds, mtimeSeconds);
}

/** A full registry (the schema wants every remote) with some remotes moved. */
function registryWith(moved: Partial<RemoteRegistry['remotes']>): RemoteRegistry {
  const registry = defaultRegistry();
  Object.assign(registry.remotes, moved);
  return registry;
}

let fileCount = 0;
/** A fresh, not yet existing, registry file path. */
const newRegistryFile = () => path.join(root, `mf-registry-${++fileCount}.json`);

/** The gateway over the fixture builds, configured as server.ts does: from the environment. */
function gateway(env: NodeJS.ProcessEnv = {}) {
  return createGatewayApp(
    loadConfig({
      RAHI_ROOT: root,
      SHELL_DIST: shellDist,
      RELEASES_DIR: releasesDir,
      MF_REGISTRY_FILE: newRegistryFile(),
      // The tests rewrite the registry and ask again at once.
      MF_REGISTRY_RECHECK_MS: '0',
      ...env,
    }),
  );
}

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** The CSP's directives, each with its list of sources. */
function cspOf(res: Response): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (res.headers.get('Content-Security-Policy') ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-gateway-'));
  // loadConfig puts the shell and each remote at <root>/<folder>/dist.
  shellDist = path.join(root, 'shell', 'dist');
  releasesDir = path.join(root, 'releases');

  put(path.join(shellDist, 'index.html'), INDEX_HTML);
  put(path.join(shellDist, 'main.js'), 'console.log("shell main");');
  put(path.join(shellDist, 'build-manifest.json'), '{"build":"a1b2c3d4"}');
  const hashed = path.join(shellDist, 'static', 'js', '123.abcdef0123.js');
  put(hashed, HASHED_JS);
  put(`${hashed}.br`, zlib.brotliCompressSync(HASHED_JS));
  put(`${hashed}.gz`, zlib.gzipSync(HASHED_JS));
  put(path.join(shellDist, 'static', 'fonts', 'vazirmatn.abcdef0123.woff2'), Buffer.from('wOF2 font bytes'));

  for (const folder of REMOTE_FOLDERS) {
    const dist = path.join(root, folder, 'dist');
    put(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: folder }));
    put(path.join(dist, 'remoteEntry.js'), `/* remoteEntry of ${folder} */`);
    put(path.join(dist, 'static', 'js', '9.0123456789.js'), `/* chunk 9 of ${folder} */`);
  }

  put(path.join(releasesDir, 'some', 'file.js'), '/* a released build */');

  // Beside the served folders: nothing may ever reach these.
  put(path.join(root, 'secret.txt'), SECRET);
  put(path.join(root, 'secret'), SECRET);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('GET /healthz', () => {
  it('answers 200 with status ok, never cached', async () => {
    const res = await gateway().request('/healthz');

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('GET /mf-registry.json', () => {
  it('points every remote at this gateway when there is no registry file', async () => {
    const res = await gateway().request('/mf-registry.json');

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.json()).toEqual(defaultRegistry());
  });

  it('serves the registry file when it exists', async () => {
    const file = newRegistryFile();
    const registry = registryWith({
      mf_hotel: { entry: '/releases/hotel-7/mf-manifest.json', version: '7' },
    });
    writeAt(file, JSON.stringify(registry), 1_700_000_000);

    const res = await gateway({ MF_REGISTRY_FILE: file }).request('/mf-registry.json');

    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.json()).toEqual(registry);
  });

  it('serves a rewritten registry file to the next request, with the app not recreated', async () => {
    const file = newRegistryFile();
    writeAt(
      file,
      JSON.stringify(registryWith({ mf_hotel: { entry: '/releases/h1/mf-manifest.json' } })),
      1_700_000_000,
    );
    const app = gateway({ MF_REGISTRY_FILE: file });
    const first = (await (await app.request('/mf-registry.json')).json()) as RemoteRegistry;
    expect(first.remotes.mf_hotel?.entry).toBe('/releases/h1/mf-manifest.json');

    const rewritten = registryWith({ mf_hotel: { entry: '/releases/h2/mf-manifest.json' } });
    writeAt(file, JSON.stringify(rewritten), 1_700_000_100);

    expect(await (await app.request('/mf-registry.json')).json()).toEqual(rewritten);
  });

  it('keeps serving the last good registry when the file is broken, and logs why', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const file = newRegistryFile();
    const good = registryWith({ mf_hotel: { entry: '/releases/h1/mf-manifest.json' } });
    writeAt(file, JSON.stringify(good), 1_700_000_000);
    const app = gateway({ MF_REGISTRY_FILE: file });
    await app.request('/mf-registry.json');

    writeAt(file, '{"remotes": {"mf_hotel": {"entry": "/rel', 1_700_000_100);
    const res = await app.request('/mf-registry.json');

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(good);
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining(file));
  });

  it('prefers MF_REGISTRY over the registry file', async () => {
    const file = newRegistryFile();
    writeAt(
      file,
      JSON.stringify(registryWith({ mf_hotel: { entry: '/from-file/mf-manifest.json' } })),
      1_700_000_000,
    );
    const fromEnv = registryWith({
      mf_hotel: { entry: 'https://cdn.example.com/mf-hotel/mf-manifest.json' },
    });

    const res = await gateway({ MF_REGISTRY_FILE: file, MF_REGISTRY: JSON.stringify(fromEnv) }).request(
      '/mf-registry.json',
    );

    expect(await res.json()).toEqual(fromEnv);
  });
});

describe('pages', () => {
  it("answers / with the shell's index.html, 200, revalidated on every visit", async () => {
    const res = await gateway().request('/');

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it.each([
    ['the not-found page', '/404'],
    ['an unknown deep path', '/x/y/z'],
    ['a city with an invalid id', '/city/abc/hotels-x'],
    ['a hotel whose id is not a number', '/hotel/abc/hotel-x'],
  ])('answers %s with 404 and the same html', async (_label, url) => {
    const res = await gateway().request(url);

    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it.each([
    '/favicon.ico',
    '/missing.js',
    '/static/js/missing.0123456789.js',
    '/remotes/mf-search/missing.js',
    '/releases/nothing/here.js',
  ])('answers the missing file %s with a plain 404, not the html', async (url) => {
    const res = await gateway().request(url);

    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await res.text()).not.toContain(MARKER);
  });

  it('answers 503 with a message while the shell is not built', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    const emptyShell = fs.mkdtempSync(path.join(root, 'unbuilt-shell-'));

    const res = await gateway({ SHELL_DIST: emptyShell }).request('/');

    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/not built/);
  });
});

describe('assets', () => {
  it.each([
    ['a hashed shell chunk', '/static/js/123.abcdef0123.js', IMMUTABLE],
    ['a hashed font', '/static/fonts/vazirmatn.abcdef0123.woff2', IMMUTABLE],
    ["a remote's hashed chunk", '/remotes/mf-hotel/static/js/9.0123456789.js', IMMUTABLE],
    ["the shell's main.js", '/main.js', 'no-cache'],
    ["the shell's build manifest", '/build-manifest.json', 'no-cache'],
    ["a remote's remoteEntry.js", '/remotes/mf-search/remoteEntry.js', 'no-cache'],
    ["a remote's mf-manifest.json", '/remotes/mf-search/mf-manifest.json', 'no-cache'],
    ['a released file', '/releases/some/file.js', 'no-cache'],
  ])('serves %s (%s) with Cache-Control %s', async (_label, url, cacheControl) => {
    const res = await gateway().request(url);

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(cacheControl);
  });

  it('serves the .br twin to a browser that accepts brotli', async () => {
    const res = await gateway().request('/static/js/123.abcdef0123.js', {
      headers: { 'Accept-Encoding': 'br' },
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(await bytesOf(res)).toString()).toBe(HASHED_JS);
  });

  it('serves the .gz twin as it is to a browser that accepts only gzip', async () => {
    const res = await gateway().request('/static/js/123.abcdef0123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });

    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    // Exactly the twin's bytes: not compressed a second time.
    expect(await bytesOf(res)).toEqual(
      fs.readFileSync(path.join(shellDist, 'static/js/123.abcdef0123.js.gz')),
    );
  });

  it('prefers brotli when the browser accepts both', async () => {
    const res = await gateway().request('/static/js/123.abcdef0123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });

    expect(res.headers.get('Content-Encoding')).toBe('br');
  });

  it('serves the plain file when the browser sends no Accept-Encoding', async () => {
    const res = await gateway().request('/static/js/123.abcdef0123.js');

    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe(HASHED_JS);
  });

  it("serves each remote's files from that remote's own build", async () => {
    const app = gateway();

    for (const folder of REMOTE_FOLDERS) {
      const res = await app.request(`/remotes/${folder}/mf-manifest.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ name: folder });
    }
  });

  it('serves independently deployed builds from the releases folder', async () => {
    const res = await gateway().request('/releases/some/file.js');

    expect(res.status).toBe(200);
    expect(await res.text()).toBe('/* a released build */');
  });

  describe("a remote's previous build, after the registry moved on and its release was deleted", () => {
    const chunk = 'static/js/5.0123456789.js';

    /** A gateway serving mf_content from release r1, then moved to r2 with r1 deleted. */
    async function movedOn(env: NodeJS.ProcessEnv = {}) {
      const registryFile = newRegistryFile();
      const kept = fs.mkdtempSync(path.join(root, 'kept-'));
      const releaseOf = (name: string) =>
        path.join(releasesDir, 'mf-content', `${name}-${path.basename(kept)}`);
      const entryOf = (name: string) =>
        `/releases/mf-content/${path.basename(releaseOf(name))}/mf-manifest.json`;
      for (const name of ['r1', 'r2']) {
        put(path.join(releaseOf(name), 'mf-manifest.json'), `{"name":"mf_content","release":"${name}"}`);
        put(path.join(releaseOf(name), chunk), `/* chunk of ${name} */`);
        put(path.join(releaseOf(name), `${chunk}.br`), zlib.brotliCompressSync(`/* chunk of ${name} */`));
      }
      const point = (name: string, mtime: number) =>
        writeAt(registryFile, JSON.stringify(registryWith({ mf_content: { entry: entryOf(name) } })), mtime);
      point('r1', 1_700_000_000);
      const app = gateway({ MF_REGISTRY_FILE: registryFile, MF_PREVIOUS_BUILDS_DIR: kept, ...env });
      await app.request('/mf-registry.json');
      point('r2', 1_700_000_100);
      expect(await (await app.request('/mf-registry.json')).text()).toContain(entryOf('r2'));
      fs.rmSync(releaseOf('r1'), { recursive: true });
      return { app, r1: path.dirname(entryOf('r1')) };
    }

    it('is still served to the tabs that started with it, as immutable as before', async () => {
      const { app, r1 } = await movedOn();

      const res = await app.request(`${r1}/${chunk}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
      expect(await res.text()).toBe('/* chunk of r1 */');

      const manifest = await app.request(`${r1}/mf-manifest.json`);
      expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
      expect(await manifest.json()).toMatchObject({ release: 'r1' });
    });

    it('is served from its brotli twin to a browser that accepts brotli', async () => {
      const { app, r1 } = await movedOn();

      const res = await app.request(`${r1}/${chunk}`, { headers: { 'Accept-Encoding': 'br' } });

      expect(res.headers.get('Content-Encoding')).toBe('br');
      expect(zlib.brotliDecompressSync(await bytesOf(res)).toString()).toBe('/* chunk of r1 */');
    });

    it('is gone with MF_PREVIOUS_BUILD_KEEP_MS=0', async () => {
      const { app, r1 } = await movedOn({ MF_PREVIOUS_BUILD_KEEP_MS: '0' });

      expect((await app.request(`${r1}/${chunk}`)).status).toBe(404);
    });
  });

  it('creates the releases folder when it does not exist yet', () => {
    const missing = path.join(root, 'releases-to-be');

    gateway({ RELEASES_DIR: missing });

    expect(fs.statSync(missing).isDirectory()).toBe(true);
  });

  it.each([
    '/remotes/mf-search/../../secret.txt',
    '/remotes/mf-search/../../secret',
    '/remotes/mf-search/%2e%2e/%2e%2e/secret.txt',
    '/remotes/mf-search/%2E%2E/%2E%2E/secret',
    '/remotes/mf-search/..%2f..%2fsecret.txt',
    '/remotes/mf-search/..%2F..%2Fsecret',
    '/remotes/mf-search/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/remotes/mf-search/..%5c..%5csecret.txt',
    '/remotes/mf-search/%252e%252e/%252e%252e/secret.txt',
    '/static/../../secret.txt',
    '/static/..%2f..%2f..%2fsecret.txt',
    '/releases/..%2fsecret.txt',
    '/releases/%2e%2e/secret',
  ])('never serves a file outside the builds for %s', async (url) => {
    const res = await gateway().request(url);
    const body = await res.text();

    expect(body).not.toContain(SECRET);
    expect(res.status).toBe(404);
  });
});

describe('state-changing requests from another site', () => {
  const seen: string[] = [];
  const upstream: Upstream = {
    fetch: async (request) => {
      seen.push(request.path);
      return { status: 200, body: '{"meta":{"status":true},"data":null}', headers: {} };
    },
  };
  const renderer = { render: async () => new Uint8Array(), close: async () => {} };
  const app = () =>
    createGatewayApp(loadConfig({ RAHI_ROOT: root, SHELL_DIST: shellDist }), upstream, {}, renderer);
  const post = (path: string, headers: Record<string, string>, body = '{}') =>
    app().request(`http://localhost${path}`, { method: 'POST', headers, body });
  const json = { 'content-type': 'application/json' };

  beforeEach(() => {
    seen.length = 0;
    jest.spyOn(logger, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    '/handle-api',
    '/api/reservations',
    '/api/voucher-pdf',
    '/sandbox-bank/A1',
    '/staff-uploads/hotels/7/photos',
  ])('are refused on %s with 403 and the envelope, booking-api never asked', async (path) => {
    const response = await post(path, {
      ...json,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { meta: { status: boolean } }).meta.status).toBe(false);
    expect(seen).toEqual([]);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
  ])('are refused as %s even from this site: a logout sent as a simple request', async (_, type) => {
    const body = JSON.stringify({ endPoint: '/logout', options: { method: 'POST' } });
    const response = await post(
      '/handle-api',
      { 'content-type': type, 'sec-fetch-site': 'same-origin' },
      body,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('let a JSON call from this site through to booking-api', async () => {
    const body = JSON.stringify({ endPoint: '/hotels/1', options: { method: 'GET' } });
    const response = await post(
      '/handle-api',
      { ...json, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      body,
    );
    expect(response.status).toBe(200);
    expect(seen).toEqual(['/hotels/1']);
  });

  it.each([
    ['a staff sign-in', '/staff/session', 'POST'],
    ['a staff sign-out everywhere', '/staff/sessions', 'DELETE'],
    ['a change to a staff member', '/staff/members/2', 'PATCH'],
  ])('refuse %s from another site, booking-api never asked', async (_, endPoint, method) => {
    const body = JSON.stringify({ endPoint, options: { method, body: {} } });
    const response = await post(
      '/handle-api',
      { ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('make the staff cookie Secure when the public origin is https', async () => {
    const signedIn =
      '{"meta":{"status":true},"data":{"token":"S3M2x8Zf0yq5y0tG7u6w3bqg4m1k2j5h8n9p0r1s2tA"}}';
    const signIn: Upstream = { fetch: async () => ({ status: 200, body: signedIn, headers: {} }) };
    const config = loadConfig({ RAHI_ROOT: root, SHELL_DIST: shellDist, PUBLIC_ORIGIN: 'https://rahi.ir' });
    const body = JSON.stringify({ endPoint: '/staff/session', options: { method: 'POST', body: {} } });
    const response = await createGatewayApp(config, signIn, {}, renderer).request(
      'https://rahi.ir/handle-api',
      {
        method: 'POST',
        headers: { ...json, origin: 'https://rahi.ir', 'sec-fetch-site': 'same-origin' },
        body,
      },
    );
    expect(response.headers.get('set-cookie')).toMatch(
      /^rahi_staff=S3M2.*; HttpOnly; Secure; SameSite=Strict$/,
    );
  });
});

describe('security headers', () => {
  it.each([
    ['an html page', '/'],
    ['a 404 page', '/x/y/z'],
    ['a json answer', '/mf-registry.json'],
    ['the health check', '/healthz'],
    ['an asset', '/static/js/123.abcdef0123.js'],
    ['a missing file', '/missing.js'],
  ])('are set on %s', async (_label, url) => {
    const res = await gateway().request(url);
    const csp = res.headers.get('Content-Security-Policy');

    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBeTruthy();
  });

  it('allow scripts and connections from the origin of a remote the registry moved to a CDN', async () => {
    const registry = registryWith({
      mf_search: { entry: 'https://cdn.example.com/mf-search/mf-manifest.json' },
    });

    const res = await gateway({ MF_REGISTRY: JSON.stringify(registry) }).request('/');
    const csp = cspOf(res);

    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('allow nothing more while every remote is served by this gateway', async () => {
    const registry = registryWith({ mf_search: { entry: '/releases/search-2/mf-manifest.json' } });

    const csp = cspOf(await gateway({ MF_REGISTRY: JSON.stringify(registry) }).request('/'));

    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('follow a registry file that is rewritten while the gateway runs', async () => {
    const file = newRegistryFile();
    writeAt(file, JSON.stringify(defaultRegistry()), 1_700_000_000);
    const app = gateway({ MF_REGISTRY_FILE: file });
    expect(cspOf(await app.request('/')).get('script-src')).toEqual(["'self'"]);

    const moved = registryWith({ mf_hotel: { entry: 'https://cdn.example.com/mf-hotel/mf-manifest.json' } });
    writeAt(file, JSON.stringify(moved), 1_700_000_100);

    expect(cspOf(await app.request('/')).get('script-src')).toEqual(["'self'", 'https://cdn.example.com']);
  });
});

describe('compression', () => {
  it('gzips a large registry for a browser that accepts gzip', async () => {
    const file = newRegistryFile();
    const registry = registryWith({
      mf_search: { entry: '/releases/search/mf-manifest.json', version: 'search-'.repeat(100) },
      mf_hotel: { entry: '/releases/hotel/mf-manifest.json', version: 'hotel-'.repeat(100) },
    });
    writeAt(file, JSON.stringify(registry), 1_700_000_000);

    const res = await gateway({ MF_REGISTRY_FILE: file }).request('/mf-registry.json', {
      headers: { 'Accept-Encoding': 'gzip' },
    });

    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(zlib.gunzipSync(await bytesOf(res)).toString())).toEqual(registry);
  });

  it('gzips the html page for a browser that accepts gzip', async () => {
    const res = await gateway().request('/', { headers: { 'Accept-Encoding': 'gzip' } });

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytesOf(res)).toString()).toBe(INDEX_HTML);
  });

  it('keeps the 404 status of a compressed page', async () => {
    const res = await gateway().request('/x/y/z', { headers: { 'Accept-Encoding': 'gzip' } });

    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('leaves a file under the 1 KiB threshold uncompressed', async () => {
    const res = await gateway().request('/main.js', { headers: { 'Accept-Encoding': 'gzip' } });

    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe('console.log("shell main");');
  });

  it('gzips a large file that has no precompressed twin', async () => {
    const big = `/* ${'x'.repeat(4096)} */`;
    put(path.join(releasesDir, 'big', 'remoteEntry.js'), big);

    const res = await gateway().request('/releases/big/remoteEntry.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });

    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(zlib.gunzipSync(await bytesOf(res)).toString()).toBe(big);
  });

  it('leaves the page uncompressed for a browser that does not ask for it', async () => {
    const res = await gateway().request('/');

    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe(INDEX_HTML);
  });
});
