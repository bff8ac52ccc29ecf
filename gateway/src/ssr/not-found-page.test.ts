// A content address booking-api has no page for (the catch-all's CMS path): answered 404 with mf-content's
// not-found page drawn by the same server container, marked for the shell to hydrate as './NotFoundPage', noindex,
// with no data for the browser to read again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_CONTRACT_VERSION } from '@rahi/shared-contracts';
import { createGatewayApp } from '../app';
import { loadConfig } from '../config';
import { fakeBookingApi, fixtureContainer, writeContainer, writeShell } from './test-fixtures';

const INDEX_HTML =
  '<!doctype html><html lang=fa dir=rtl><head><meta charset=utf-8><title>راهی | رزرو آنلاین هتل</title>' +
  '<meta name=description content="رزرو آنلاین هتل"><script defer src=/main.js?abc></script></head>' +
  '<body><noscript>جاوااسکریپت</noscript><div id=root><div id=boot>راهی</div></div></body></html>';

/** mf-content's build in small: a CMS page by its path, and './NotFoundPage' drawn from the address alone. */
function contentBuild(
  notFoundRender = "return { html: '<section><h1>پیدا نشد</h1><p>' + new URL(url).pathname + '</p></section>', styles: '<style data-emotion=\"rtl nf\">.rtl-nf{color:gray}</style>', status: 404, head: { title: 'Page not found', description: 'نیست', canonical: url, og: { title: 'x' } } };",
) {
  return `exports.contract = ${PAGE_CONTRACT_VERSION};
exports.loadData = async ({ module, params, fetcher, signal }) => {
  const endPoint = '/pages?path=' + params['*'];
  const answer = await fetcher({ endPoint, signal });
  if (!answer.ok) throw Object.assign(new Error('load failed'), { status: answer.status });
  return { module, endPoint, page: answer.data };
};
exports.render = ({ module, data, url }) => {
  if (module === './NotFoundPage') { ${notFoundRender} }
  return { html: '<h1>' + data.page.title + '</h1>', styles: '', status: 200,
    head: { title: data.page.title, description: 'd', canonical: url, og: {} } };
};
`;
}

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-ssr-not-found-'));
  writeShell(root, INDEX_HTML);
  jest.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

function gateway(code: string) {
  writeContainer(path.join(root, 'mf-content', 'dist'), fixtureContainer(code));
  const api = fakeBookingApi();
  const config = loadConfig({
    RAHI_ROOT: root,
    MF_REGISTRY_FILE: path.join(root, 'mf-registry.json'),
    MF_REGISTRY_RECHECK_MS: '0',
  });
  return { app: createGatewayApp(config, api.upstream, { renderTimeoutMs: 500 }), asked: api.asked };
}

describe('an unknown content address', () => {
  it("answers 404 with mf-content's not-found page in the shell's app, noindex, with no data", async () => {
    const { app, asked } = gateway(contentBuild());
    const res = await app.request('/help/no/such/page?utm=1');
    const html = await res.text();

    expect(res.status).toBe(404);
    expect(res.headers.get('X-Rahi-Render')).toBe('not-found; server');
    expect(res.headers.get('Server-Timing')).toMatch(/^data;dur=[\d.]+, render;dur=[\d.]+$/);
    expect(html).toContain(
      '<div id="root" data-render="one-tree" data-remote="mf_content" data-module="./NotFoundPage"' +
        ' data-path="/help/no/such/page" data-comments-open="true">',
    );
    expect(html).toContain('<section><h1>پیدا نشد</h1><p>/help/no/such/page</p>');
    expect(html).toContain('<title>Page not found</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<style data-emotion="rtl nf">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('__RAHI_CONTENT__');
    expect(asked.filter((call) => call.startsWith('/pages'))).toEqual(['/pages?path=help/no/such/page']);
  });

  it('answers 404 with the plain shell when the build cannot draw the not-found page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = gateway(contentBuild("throw new Error('no such module');"));
    const res = await app.request('/help/no/such/page');

    expect(res.status).toBe(404);
    expect(res.headers.get('X-Rahi-Render')).toBe('not-found');
    expect(await res.text()).toBe(INDEX_HTML);
  });
});
