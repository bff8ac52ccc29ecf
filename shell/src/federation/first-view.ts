// The first view the gateway sent in index.html for this page load (the home page's header, search hero and
// footer as plain HTML, so its heading paints before any JavaScript runs): the element #rahi-first-view names the
// remote page it stands for and its address. It is found before React's first commit empties #root, and shown
// as that page's placeholder (FirstViewPlaceholder) until the remote's page has loaded; later visits do not use it.

import { type PageMarkup, pageMarkupSource } from './page-markup';

export type FirstView = PageMarkup;

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
const source = pageMarkupSource('rahi-first-view', (a, b) => normalise(a) === normalise(b));

/** The first view when it stands for this remote page at this path and has not been used yet. Call while rendering. */
export const firstViewFor = source.find;

/** Marks the first view used: from now on every page shows its ordinary placeholder. */
export const markFirstViewUsed = source.markUsed;

/** For tests: forget what was found and used. */
export const resetFirstView = source.reset;
