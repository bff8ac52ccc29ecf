// Writes a server render into the shell's index.html: the head (title, description, canonical, Open Graph,
// JSON-LD, the frame's and the page's styles), the page in #root, and the page's data for the browser in a
// window global the route table names (route.serverRendered.dataGlobal: window.__RAHI_HOTEL__, read by mf-hotel's ./HotelPage,
// window.__RAHI_CITY__ by mf-search's ./CityPage, window.__RAHI_HOME__ by its ./HomePage, instead of fetching
// again). #root becomes the layout frame (an empty header bar and the main column) holding the page. A page with
// no data (the not-found page) gets no data script; one that must not be indexed, `noindex` and no canonical.
import { escapeHtml, scriptHashSource, scriptJson } from './escape';
import { FRAME_CSS, type FrameTarget, layoutFrame, ONE_TREE_CSS, oneTreeRoot } from './layout-frame';
import type { RenderedPage } from './render-page';

export interface InjectedPage {
  html: string;
  /** The CSP source allowing the inline data script ('sha256-…'); none without data. */
  scriptHash?: string;
}

const ROOT_OPEN = /<div id=["']?root["']?\s*>/i;

function headTags(page: RenderedPage, noindex: boolean, oneTree: boolean): string {
  const { head } = page;
  const styles = `<style>${oneTree ? ONE_TREE_CSS : FRAME_CSS}</style>${page.styles}`;
  if (noindex) return `<meta name="robots" content="noindex">${styles}`;
  const og = Object.entries(head.og)
    .map(([property, value]) => `<meta property="og:${escapeHtml(property)}" content="${escapeHtml(value)}">`)
    .join('');
  const jsonLd = head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '';
  return `<link rel="canonical" href="${escapeHtml(head.canonical)}">${og}${jsonLd}${styles}`;
}

const GLOBAL_NAME = /^__RAHI_[A-Z]+__$/;

/**
 * The shell's index.html carrying the rendered page, its data (unless undefined) in `window[dataGlobal]`;
 * `noindex` for a page search engines must leave out (the not-found page): no canonical, Open Graph or JSON-LD.
 * @throws Error when the shell's index.html has no <title>, </head>, #root or </body> to write into, or
 * `dataGlobal` is not a `__RAHI_…__` name.
 */
export function injectServerRender(
  indexHtml: string,
  page: RenderedPage,
  target: FrameTarget,
  dataGlobal: string,
  { noindex = false }: { noindex?: boolean } = {},
): InjectedPage {
  if (!GLOBAL_NAME.test(dataGlobal)) throw new Error(`'${dataGlobal}' is not a page data global`);
  const dataScript = page.data === undefined ? '' : `window.${dataGlobal}=${scriptJson(page.data)}`;
  const description = `<meta name="description" content="${escapeHtml(page.head.description)}">`;
  let html = indexHtml.replace(
    /<title>[\s\S]*?<\/title>/i,
    () => `<title>${escapeHtml(page.head.title)}</title>`,
  );
  html = html.replace(/<meta name=["']?description["']?[^>]*>/i, '');
  const headEnd = html.search(/<\/head>/i);
  const rootOpen = ROOT_OPEN.exec(html);
  const bodyEnd = html.search(/<\/body>/i);
  if (!html.includes('<title>') || headEnd < 0 || !rootOpen || bodyEnd < rootOpen.index) {
    throw new Error("the shell's index.html has no <title>, </head>, #root or </body> to write into");
  }
  const dataTag = dataScript && `<script>${dataScript}</script>`;
  const scriptHash = dataScript ? scriptHashSource(dataScript) : undefined;
  const rootStart = rootOpen.index + rootOpen[0].length;
  html =
    html.slice(0, headEnd) +
    description +
    headTags(page, noindex, target.oneTree === true) +
    (target.oneTree
      ? // The shell's whole app, drawn by the server, in a #root that says so.
        `${html.slice(headEnd, rootOpen.index)}${oneTreeRoot(target)}${page.html}`
      : // #root is the body's last element: its whole content (the boot logo) gives way to the frame.
        `${html.slice(headEnd, rootStart)}${layoutFrame(page.html, target)}`) +
    `</div>${dataTag}` +
    html.slice(bodyEnd);
  return scriptHash ? { html, scriptHash } : { html };
}
