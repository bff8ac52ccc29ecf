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
