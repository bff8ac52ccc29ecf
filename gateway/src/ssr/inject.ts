// Writes a server render into the shell's index.html: the head (title, description, canonical, Open Graph,
// JSON-LD, the app's styles), the app drawn as one tree in #root, marked with the page it holds for the shell's
// bootstrap to hydrate (shell/src/federation/one-tree.ts), and the page's data for the browser in a window global
// the route table names (route.serverRendered.dataGlobal: window.__RAHI_HOTEL__, read by mf-hotel's ./HotelPage,
// window.__RAHI_CITY__ by mf-search's ./CityPage, window.__RAHI_HOME__ by its ./HomePage, instead of fetching
// again). A page with no data (the not-found page) gets no data script; one that must not be indexed, `noindex`
// and no canonical. Before #root, EARLY_INPUT_SCRIPT keeps input from while the HTML is still being read.
import { EARLY_INPUT_SCRIPT } from '@rahi/shared-contracts';
import { escapeHtml, scriptHashSource, scriptJson } from './escape';
import type { RenderedPage } from './render-page';

/** The page #root holds, for the shell's bootstrap. */
export interface RootTarget {
  remote: string;
  module: string;
  /** The page's pathname: the shell hydrates the page's module only on this address. */
  path: string;
  /** Whether the page was drawn with comments open: the shell puts the same on its bus before hydrating. */
  commentsOpen?: boolean;
  /**
   * Whether the request carried the headerFooter cookie the shell draws the header's links from. Without it, #root
   * says so, and the browser hydrates with the built-in links even if the cookie was written meanwhile
   * (shell/src/server/server-cookies.ts).
   */
  headerFooterCookie?: boolean;
  /** Other modules of the page's remote the layout drew beside it ('./ProfileMenu'): hydrated as drawn too. */
  areas?: readonly string[];
  /** Other remotes' modules the page drew ('mf_search/SearchBox'): loaded before hydrating too. */
  siblings?: readonly string[];
}

/**
 * MUI draws a button's or link's keyboard focus from its JavaScript (.Mui-focusVisible) and takes the browser's
 * outline away: until the app starts hydrating the page, a Tab on the server's HTML is drawn by this ring.
 */
export const FOCUS_RING_CSS =
  '#root[data-render="one-tree"]:not([data-hydrating]) :focus-visible{outline:2px solid #0f7b4f;outline-offset:2px}';

/**
 * #root's opening tag: drawn as one tree with the shell (ADR 0037), with the page's remote, module and path, and
 * the window global its data is in (for the shell's paint-first.js, which holds input until the page deletes it).
 */
export function oneTreeRoot(target: RootTarget, dataGlobal?: string): string {
  const comments = target.commentsOpen === undefined ? '' : ` data-comments-open="${target.commentsOpen}"`;
  const links = target.headerFooterCookie === false ? ' data-header-footer="built-in"' : '';
  const areas = target.areas?.length ? ` data-areas="${escapeHtml(target.areas.join(' '))}"` : '';
  const siblings = target.siblings?.length ? ` data-siblings="${escapeHtml(target.siblings.join(' '))}"` : '';
  const data = dataGlobal ? ` data-global="${escapeHtml(dataGlobal)}"` : '';
  return (
    `<div id="root" data-render="one-tree" data-remote="${escapeHtml(target.remote)}" data-module="${escapeHtml(target.module)}"` +
    ` data-path="${escapeHtml(target.path)}"${data}${comments}${links}${areas}${siblings}>`
  );
}

export interface InjectedPage {
  html: string;
  /** The CSP sources allowing the page's inline scripts ('sha256-…'): the early-input script's, the data's. */
  scriptHashes: string[];
}

/** The CSP source of EARLY_INPUT_SCRIPT, which every drawn page carries before #root. */
export const EARLY_INPUT_HASH = scriptHashSource(EARLY_INPUT_SCRIPT);

const ROOT_OPEN = /<div id=["']?root["']?\s*>/i;

function headTags(page: RenderedPage, noindex: boolean): string {
  const { head } = page;
  const styles = `<style>${FOCUS_RING_CSS}</style>${page.styles}`;
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
  target: RootTarget,
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
  const scriptHashes = dataScript ? [EARLY_INPUT_HASH, scriptHashSource(dataScript)] : [EARLY_INPUT_HASH];
  // #root is the body's last element: its whole content (the boot logo) gives way to the app.
  html =
    html.slice(0, headEnd) +
    description +
    headTags(page, noindex) +
    `${html.slice(headEnd, rootOpen.index)}<script>${EARLY_INPUT_SCRIPT}</script>${oneTreeRoot(target, dataScript && dataGlobal)}` +
    `${page.html}</div>${dataTag}${html.slice(bodyEnd)}`;
  return { html, scriptHashes };
}
