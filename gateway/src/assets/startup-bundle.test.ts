import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {
  COMPILE_HINT,
  chunkFile,
  MAX_FILES,
  type StartupBundleOptions,
  startupBundleRoutes,
} from './startup-bundle';

let root: string;
let options: StartupBundleOptions;

/** A webpack JSONP chunk of `build` installing module `id`, ending with its source-map comment, as built. */
const chunk = (build: string, id: number) =>
  `(self.webpackChunk${build}=self.webpackChunk${build}||[]).push([[${id}],{${id}(e){e.exports=${id}}}])\n//# sourceMappingURL=${id}.js.map`;

function put(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-startup-bundle-'));
  options = {
    shellDist: path.join(root, 'shell'),
    remoteDists: { 'mf-hotel': path.join(root, 'hotel') },
    releasesDir: path.join(root, 'releases'),
  };
  put(path.join(options.shellDist, 'static/js/1.0123456789.js'), chunk('shell', 1));
  put(path.join(options.shellDist, 'static/js/2.abcdef0123.js'), chunk('shell', 2));
  put(path.join(options.shellDist, 'static/js/unhashed.js'), chunk('shell', 9));
  put(path.join(root, 'hotel/static/js/__federation_expose_HotelPage.a592318028.js'), chunk('mf_hotel', 3));
  put(path.join(root, 'secret.0123456789.js'), 'secret');
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const ask = (files: string[], app = startupBundleRoutes(options)) =>
  app.request(`/_startup.js?files=${files.map(encodeURIComponent).join(',')}`);

describe('startupBundleRoutes', () => {
  it('joins the chunks of the shell and of a remote into one script that installs each of them', async () => {
    const res = await ask([
      '/static/js/1.0123456789.js',
      '/static/js/2.abcdef0123.js',
      '/remotes/mf-hotel/static/js/__federation_expose_HotelPage.a592318028.js',
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Run as a browser would: each chunk pushed onto its build's array, in order (a chunk ends with a
    // comment and starts with "(": without the ";" between them the second would call the first's result).
    const script = await res.text();
    expect(script).not.toContain('sourceMappingURL');
    // V8's compile hint opens the script: every function in it runs at start-up.
    expect(script.split('\n')[0]).toBe(COMPILE_HINT);
    const self: Record<string, unknown[][]> = {};
    vm.runInNewContext(script, { self });
    expect(self.webpackChunkshell?.map((entry) => entry[0])).toEqual([[1], [2]]);
    expect(self.webpackChunkmf_hotel?.map((entry) => entry[0])).toEqual([[3]]);
  });

  it('answers the same bytes from memory once joined, even after a file is gone', async () => {
    const app = startupBundleRoutes(options);
    const files = ['/static/js/1.0123456789.js'];
    const first = await (await ask(files, app)).text();
    const file = path.join(options.shellDist, 'static/js/1.0123456789.js');
    const kept = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const again = await ask(files, app);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(first);
      expect((await ask(files)).status).toBe(404);
    } finally {
      fs.writeFileSync(file, kept);
    }
  });

  it.each([
    ['an unhashed file', '/static/js/unhashed.js'],
    ['a path that leaves the build', '/static/js/../../secret.0123456789.js'],
    ['a remote this gateway does not serve', '/remotes/mf-other/static/js/1.0123456789.js'],
    ['something other than a chunk', '/index.0123456789.html'],
  ])('refuses %s with 400 and names it', async (_case, file) => {
    const res = await ask(['/static/js/1.0123456789.js', file]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(file);
  });

  it('answers 404 when a named chunk is not there (another deployment), so the runtime loads it itself', async () => {
    const res = await ask(['/static/js/1.0123456789.js', '/static/js/3.0123456789.js']);
    expect(res.status).toBe(404);
  });

  it(`refuses no files and more than ${MAX_FILES}`, async () => {
    expect((await startupBundleRoutes(options).request('/_startup.js')).status).toBe(400);
    expect((await ask(Array(MAX_FILES + 1).fill('/static/js/1.0123456789.js'))).status).toBe(400);
  });
});

describe('chunkFile', () => {
  it('finds a shell chunk in the shell build and a remote chunk in its remote build', () => {
    expect(chunkFile('/static/js/1.0123456789.js', options)).toBe(
      path.join(options.shellDist, 'static/js/1.0123456789.js'),
    );
    expect(
      chunkFile('/remotes/mf-hotel/static/js/__federation_expose_HotelPage.a592318028.js', options),
    ).toBe(path.join(root, 'hotel/static/js/__federation_expose_HotelPage.a592318028.js'));
  });
});
