// After a client-side page change the element that had the focus (the link just followed) is usually gone, and
// the focus falls to <body>: a keyboard user starts again from the top and a screen reader says nothing of the
// new page. Once the new page has rendered (no remote still loading, its h1 in #main) the focus goes to that h1,
// made focusable with tabIndex=-1, without scrolling (a page with no h1 after 10 s: #main). Not on the first load (the server's page and the browser's
// own focus stand), not when only the query or the hash changed (filters, the skip link), and not when the
// traveller or the page has put the focus somewhere else meanwhile (a field's autofocus, a success heading).
import { getEventBus } from '@rahi/shared-contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to render before the focus goes to #main itself. */
export const ROUTE_FOCUS_TIMEOUT_MS = 10_000;

/** The element to focus once the page has rendered: its h1 in #main, else nothing yet. */
function pageHeading(): HTMLElement | null {
  const main = document.getElementById('main');
  return main?.querySelector<HTMLElement>('h1') ?? null;
}

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

export function FocusOnRouteChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // What had the focus when the page changed: still there, or <body>, means nobody has moved it since.
    const before = document.activeElement;
    let given: HTMLElement | undefined;
    const free = () => {
      const active = document.activeElement;
      return !active || active === document.body || !active.isConnected || active === before;
    };
    let loading = true;
    let watching = false;
    // Until the page settles its h1 may still be drawn anew (a hotel's skeleton, then the hotel): the focus
    // follows it, as long as it is ours or nobody's.
    const check = () => {
      if (!watching) return;
      const active = document.activeElement;
      if (active !== given && !free()) return stop();
      if (loading || (given && active === given && given.isConnected)) return;
      const heading = pageHeading();
      if (!heading || heading === active) return;
      given = heading;
      focusWithoutScroll(heading);
    };
    const observer = new MutationObserver(check);
    const subscription = getEventBus().loading$.subscribe((value) => {
      loading = value;
      check();
    });
    const timer = setTimeout(() => {
      const main = document.getElementById('main');
      if (!given && main && free()) focusWithoutScroll(main);
      stop();
    }, ROUTE_FOCUS_TIMEOUT_MS);
    // A click or a key of the traveller's own is theirs to follow: nothing is moved after it.
    const onInput = () => stop();
    function stop() {
      watching = false;
      document.removeEventListener('pointerdown', onInput, true);
      document.removeEventListener('keydown', onInput, true);
      subscription.unsubscribe();
      observer.disconnect();
      clearTimeout(timer);
    }
    watching = true;
    document.addEventListener('pointerdown', onInput, true);
    document.addEventListener('keydown', onInput, true);
    observer.observe(document.body, { childList: true, subtree: true });
    check();
    return stop;
  }, [pathname]);

  return null;
}
