// The page around the server's markup until the shell's JavaScript runs: a bar the height of the shell's header
// and a main column with the padding and width of its default layout (shell/src/layouts/DefaultLayout.tsx,
// shell/src/components/Header.tsx: MUI AppBar with a 56/64 px Toolbar and a 1 px border; Container "lg"
// with py 2/3); for the voucher, its own layout's column and link home (shell/src/layouts/VoucherLayout.tsx: white,
// at most 840 px, padding 1/3, the link 24 + 14 px, not printed); for the profile, its grid with the menu's
// placeholder (shell/src/layouts/ProfileLayout.tsx: 52 px above the page on phones, 240 × 380 px beside it from
// md). The shell takes the marked element into its own
// layout at the same place, so nothing moves (no layout shift). Change these numbers with those layouts;
// e2e/tests/hotel-ssr.spec.ts and voucher-ssr.spec.ts measure the shift.
import { escapeHtml } from './escape';

/** The element the shell looks for (shell/src/federation/server-markup.ts). */
export const SERVER_MARKUP_ID = 'rahi-ssr';

export const FRAME_CSS = [
  '.rahi-frame{min-height:100vh;display:flex;flex-direction:column}',
  '.rahi-frame-bar{position:sticky;top:0;height:57px;background:#fff;border-bottom:1px solid rgba(0,0,0,.12);box-sizing:border-box}',
  '.rahi-frame-main{display:block;box-sizing:border-box;width:100%;margin:0 auto;padding:16px;flex-grow:1}',
  '@media (min-width:600px){.rahi-frame-main{padding-left:24px;padding-right:24px}}',
  '@media (min-width:900px){.rahi-frame-bar{height:65px}.rahi-frame-main{padding-top:24px;padding-bottom:24px}}',
  '@media (min-width:1200px){.rahi-frame-main{max-width:1200px}}',
  '.rahi-voucher{display:block;box-sizing:border-box;max-width:840px;margin:0 auto;padding:8px;background:#fff}',
  '.rahi-voucher-home{display:inline-flex;align-items:baseline;gap:12px;margin-bottom:8px;padding:0 8px;color:#0f7b4f;text-decoration:none}',
  '.rahi-voucher-home>span:first-child{font-weight:800;font-size:24px}',
  '.rahi-voucher-home>span:last-child{font-size:14px;text-decoration:underline}',
  '@media (min-width:600px){.rahi-voucher{padding:24px}.rahi-voucher-home{margin-bottom:16px;padding:0}}',
  '@media print{.rahi-voucher-home{display:none}}',
  '.rahi-profile{box-sizing:border-box;width:100%;margin:0 auto;padding:16px;flex-grow:1;min-height:100vh;display:grid;gap:16px;grid-template-columns:minmax(0,1fr);align-items:start;align-content:start}',
  '.rahi-profile-menu{height:52px;border-radius:12px;background:rgba(29,38,35,.11)}',
  '.rahi-profile-main{display:block;min-width:0}',
  '@media (min-width:600px){.rahi-profile{padding-left:24px;padding-right:24px}}',
  '@media (min-width:900px){.rahi-profile{padding-top:24px;padding-bottom:24px;gap:24px;grid-template-columns:240px minmax(0,1fr)}.rahi-profile-menu{height:380px}}',
  '@media (min-width:1200px){.rahi-profile{max-width:1200px}}',
  // MUI draws a button's or link's keyboard focus from its JavaScript (.Mui-focusVisible) and takes the browser's
  // outline away: until the app starts hydrating the page, a Tab on the server's HTML is drawn by this ring.
  '#rahi-ssr:not([data-hydrating]) :focus-visible{outline:2px solid #0f7b4f;outline-offset:2px}',
].join('');

/** A page drawn as one tree: the same keyboard focus ring until the app starts hydrating it. */
export const ONE_TREE_CSS =
  '#root[data-render="one-tree"]:not([data-hydrating]) :focus-visible{outline:2px solid #0f7b4f;outline-offset:2px}';

export interface FrameTarget {
  remote: string;
  module: string;
  /** The page's pathname: the shell adopts the markup only on this address. */
  path: string;
  /** Whether the page was drawn with comments open: the shell puts the same on its bus before hydrating. */
  commentsOpen?: boolean;
  /** The route's layout (shared-contracts' route table): 'voucher' and 'profile' have frames of their own. */
  layout?: string;
  /** Drawn as one tree with the shell (ADR 0037): the markup is #root's whole content, and #root is marked. */
  oneTree?: boolean;
}

const commentsAttribute = ({ commentsOpen }: FrameTarget) =>
  commentsOpen === undefined ? '' : ` data-comments-open="${commentsOpen}"`;

/**
 * #root's opening tag for a page drawn as one tree with the shell: the shell's bootstrap hydrates it, and its
 * route area renders the module named here (shell/src/federation/one-tree.ts).
 */
export function oneTreeRoot(target: FrameTarget): string {
  return (
    `<div id="root" data-render="one-tree" data-remote="${escapeHtml(target.remote)}" data-module="${escapeHtml(target.module)}"` +
    ` data-path="${escapeHtml(target.path)}"${commentsAttribute(target)}>`
  );
}

/** The server's markup inside the element the shell looks for, written exactly as given (no whitespace). */
function markedElement(markup: string, target: FrameTarget): string {
  return (
    `<div id="${SERVER_MARKUP_ID}" data-remote="${escapeHtml(target.remote)}" data-module="${escapeHtml(target.module)}"` +
    ` data-path="${escapeHtml(target.path)}"${commentsAttribute(target)}>${markup}</div>`
  );
}

/** The frame with the server's markup inside the marked element, written exactly as given (no whitespace). */
export function layoutFrame(markup: string, target: FrameTarget): string {
  if (target.layout === 'profile')
    return `<div class="rahi-frame"><div class="rahi-frame-bar"></div><div class="rahi-profile"><div class="rahi-profile-menu"></div><main class="rahi-profile-main">${markedElement(markup, target)}</main></div></div>`;
  if (target.layout === 'voucher')
    return `<main class="rahi-voucher"><a class="rahi-voucher-home" href="/"><span>راهی</span><span>بازگشت به صفحه اصلی</span></a>${markedElement(markup, target)}</main>`;
  return `<div class="rahi-frame"><div class="rahi-frame-bar"></div><main class="rahi-frame-main">${markedElement(markup, target)}</main></div>`;
}
