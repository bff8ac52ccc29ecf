// The one-tree render through the gateway: fixture server containers (the Module Federation container interface,
// init and get, written as CommonJS) for the shell and mf-content, loaded by the federation host from disk. The
// real containers, with React shared between them, are drawn end to end in e2e/tests/content-pages.spec.ts and
// deploy-one-remote.spec.ts; tooling/webpack/server-container.test.js builds and loads one over HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import { PAGE_CONTRACT_VERSION } from '@rahi/shared-contracts';
import { createGatewayApp } from '../app';
import { loadConfig } from '../config';
import { fakeBookingApi, writeContainer, writeShell } from './test-fixtures';

const INDEX_HTML =
  '<!doctype html><html lang=fa dir=rtl><head><meta charset=utf-8><title>راهی | رزرو آنلاین هتل</title>' +
  '<meta name=description content="رزرو آنلاین هتل"><script defer src=/main.js?abc></script></head>' +
  '<body><div id=root><div id=boot>راهی</div></div></body></html>';

/** mf-content's container: its pages' data, and a page's element given it (a string stands for the React element). */
const contentContainer = (title: string) => `exports.mf_content = {
  init() {},
  get(name) {
    if (name !== './server') return Promise.reject(new Error('no ' + name));
    return Promise.resolve(() => ({
      contract: ${PAGE_CONTRACT_VERSION},
      async loadData({ module }) {
        if (module === './ContentPage') throw Object.assign(new Error('no such page'), { status: 404 });
        return { module, title: ${JSON.stringify(title)} };
      },
      page({ module, data, url }) {
        if (module === './NotFoundPage')
          return { element: '<h1>پیدا نشد</h1>', head: { title: 'Page not found', description: 'd', canonical: url, og: {} }, status: 404 };
        return { element: '<h1>' + data.title + '</h1>', head: { title: data.title, description: 'd', canonical: url, og: {} }, status: 200 };
      },
    }));
  },
};`;

let root: string;
let registryFile: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-one-tree-'));
  writeShell(root, INDEX_HTML);
  registryFile = path.join(root, 'mf-registry.json');
  jest.spyOn(logger, 'info').mockImplementation(() => {});
  // The remotes' folders this test does not make (the static routes say so at start).
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

function gateway() {
  const api = fakeBookingApi();
  const config = loadConfig({
    RAHI_ROOT: root,
    MF_REGISTRY_FILE: registryFile,
    MF_REGISTRY_RECHECK_MS: '0',
    RELEASES_DIR: path.join(root, 'releases'),
  });
  return createGatewayApp(config, api.upstream);
}

describe("a remote's page drawn as one tree with the shell", () => {
  it("is #root's whole content, the shell's layout around the container's page, #root marked for hydration", async () => {
    writeContainer(path.join(root, 'mf-content', 'dist'), contentContainer('راهنما'));
    const res = await gateway().request('/guide?x=1', { headers: { cookie: 'headerFooter=x' } });
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rahi-Render')).toBe('server');
    expect(html).toContain(
      '<div id="root" data-render="one-tree" data-remote="mf_content" data-module="./GuidePage" data-path="/guide"' +
        ' data-global="__RAHI_CONTENT__" data-comments-open="true"><header>مهمان با کوکی</header>' +
        '<main id="main" data-location="/guide?x=1" data-comments="true"><h1>راهنما</h1></main></div>' +
        '<script>window.__RAHI_CONTENT__={"module":"./GuidePage","title":"راهنما"}</script>',
    );
    expect(html).toContain('<title>راهنما</title>');
    expect(html).toContain('<style data-emotion="rtl s1">');
    // No frame of its own: the shell's layout is in the markup.
    expect(html).not.toContain('rahi-frame');
    expect(html).not.toContain('id="rahi-ssr"');
    // Drawn for nobody (no token came), and the HTML says so, so the shell starts from the same.
    expect(html).toContain('<script id="rahi-session" type="application/json">{"valid":false}</script>');
  });

  it("answers an unknown content address 404 with the not-found page in the shell's layout", async () => {
    writeContainer(path.join(root, 'mf-content', 'dist'), contentContainer('راهنما'));
    const res = await gateway().request('/no/such/page');
    const html = await res.text();

    expect(res.status).toBe(404);
    expect(res.headers.get('X-Rahi-Render')).toBe('not-found; server');
    expect(html).toContain(
      '<div id="root" data-render="one-tree" data-remote="mf_content" data-module="./NotFoundPage" data-path="/no/such/page"',
    );
    expect(html).toContain('<h1>پیدا نشد</h1>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('follows the registry to a new release of the container, and back, with no restart', async () => {
    writeContainer(path.join(root, 'mf-content', 'dist'), contentContainer('راهنما'));
    writeContainer(path.join(root, 'releases', 'mf-content', 'b'), contentContainer('راهنمای تازه'));
    const app = gateway();
    const heading = async () => /<h1>([^<]*)</.exec(await (await app.request('/guide')).text())?.[1];
    const pointAt = (folder: string) =>
      fs.writeFileSync(
        registryFile,
        JSON.stringify({
          remotes: {
            mf_content: {
              entry: `${folder}/mf-manifest.json`,
              ssr: `${folder}/server-container/remoteEntry.js`,
            },
          },
        }),
      );

    expect(await heading()).toBe('راهنما');
    pointAt('/releases/mf-content/b');
    expect(await heading()).toBe('راهنمای تازه');
    pointAt('/remotes/mf-content');
    expect(await heading()).toBe('راهنما');
  });

  it('answers the plain shell, with the reason, when the container is missing, and logs it once', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const app = gateway();
    const res = await app.request('/guide');
    const html = await res.text();
    await app.request('/guide');

    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=build');
    expect(html).toContain('<div id=root><div id=boot>راهی</div></div>');
    expect(logged.mock.calls.filter(([, message]) => /server container/.test(String(message)))).toHaveLength(
      1,
    );
  });
});
