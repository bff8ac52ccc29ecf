// The shell's index.html carries one page's first view as plain HTML in #root (the home page: header, search hero,
// footer), marked with the address it belongs to (`data-path` on #root's first element), so that page's largest
// paint needs no JavaScript. Every other address gets the shell's boot logo in #root instead, as before.

const ROOT_OPEN = /<div id=["']?root["']?\s*>/i;
const FRAME_PATH = /^<div[^>]*\sdata-path=["']?([^"'\s>]+)/i;
const BOOT = '<div id="boot">راهی</div>';

/** The address the first view in #root is for, if the html carries one. */
export function firstViewPath(html: string): string | undefined {
  const rootOpen = ROOT_OPEN.exec(html);
  if (!rootOpen) return undefined;
  return FRAME_PATH.exec(html.slice(rootOpen.index + rootOpen[0].length))?.[1];
}

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * The index.html for `pathname`: unchanged when its first view is for this address (or it has none), else
 * with #root holding only the boot logo. #root is the body's last element (gateway/src/ssr/inject.ts relies
 * on the same).
 * @example htmlForPath(html, '/city/1/hotels-mashhad') // → #root is `<div id="boot">راهی</div>`
 */
export function htmlForPath(html: string, pathname: string): string {
  const framePath = firstViewPath(html);
  if (framePath === undefined || normalise(framePath) === normalise(pathname)) return html;
  const rootOpen = ROOT_OPEN.exec(html);
  const bodyEnd = html.search(/<\/body>/i);
  if (!rootOpen || bodyEnd < rootOpen.index) return html;
  return `${html.slice(0, rootOpen.index + rootOpen[0].length)}${BOOT}</div>${html.slice(bodyEnd)}`;
}

const FIRST_VIEW_OPEN = /<div\b[^>]*\sid=["']?rahi-first-view(?=["'\s>])[^>]*>/i;
const DIV_TAG = /<div\b[^>]*>|<\/div\s*>/gi;

/**
 * The html with the first view's page area (the element #rahi-first-view, the home page's hand-written hero)
 * replaced by `replacement`, keeping the header and footer around it; undefined when the html has no such
 * element for `pathname`. Used when the page itself was rendered on the server (gateway/src/ssr/inject.ts).
 * @example replaceFirstViewPage(html, '/', '<div id="rahi-ssr">…</div>')
 */
export function replaceFirstViewPage(
  html: string,
  pathname: string,
  replacement: string,
): string | undefined {
  const open = FIRST_VIEW_OPEN.exec(html);
  if (!open) return undefined;
  const path = /\sdata-path=["']?([^"'\s>]+)/i.exec(open[0])?.[1];
  if (path === undefined || normalise(path) !== normalise(pathname)) return undefined;
  DIV_TAG.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let tag = DIV_TAG.exec(html); tag !== null; tag = DIV_TAG.exec(html)) {
    depth += tag[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(0, open.index) + replacement + html.slice(DIV_TAG.lastIndex);
  }
  return undefined;
}
