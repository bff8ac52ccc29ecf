// The same page at a corrected address (a hotel's or city's own slug, a stay put right, the atlas's filter): the
// address is rewritten in place and the traveller stays where they are on the page. The shell's ScrollToTop scrolls
// to the top on every other change of address. (React Router's own `preventScrollReset` is read only by the data
// routers' ScrollRestoration; the shell's is a BrowserRouter, so the mark travels in the history entry's state.)

/** The history state of an address rewritten in place: `navigate(to, { replace: true, state: KEEP_SCROLL })`. */
export const KEEP_SCROLL = { keepScroll: true } as const;

/** Whether a location's state asks to stay where the traveller is (KEEP_SCROLL). */
export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
