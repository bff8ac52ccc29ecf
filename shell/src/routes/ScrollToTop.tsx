// Every page change scrolls to the top, or to the hash target when one is given (product §2). A target
// inside a remote may render a moment later, so the hash is looked for again once the page settles. Back and
// Forward return to where the traveller was on that page (a city's list, a hotel's rooms): the browser's own
// restoration runs before a remote has drawn the page, so it stops short, and this takes the page there once it is
// tall enough. (React Router's ScrollRestoration does this only under a data router; the shell's is a
// BrowserRouter.) The first load is not a page change: the browser has placed it (the top, or where a reload left
// it), and a traveller may have scrolled the server's page, or sent its form, before the app started. Nor is the same
// page's address rewritten in place (KEEP_SCROLL: a hotel's own slug put in once its data is there, maybe after the
// traveller has scrolled to its rooms and pressed one).
import { keepsScroll } from '@rahi/shared-ui/routing';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const HASH_RETRY_MS = [0, 150, 600];
/** When a page returned to by Back is scrolled to again, until it is where it was: its remote may draw it late. */
const RETURN_RETRY_MS = [0, 100, 250, 500, 1000, 2000];
/** Where the traveller was on each history entry (React Router's location key), for Back and Forward. */
const positions = new Map<string, number>();

/** The hash's id; a hash that is not valid percent-encoding (#50%off) is taken as written. */
function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function scrollToHash(hash: string): boolean {
  const id = hashId(hash);
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return Boolean(target);
}

/** Scrolls to `top` until the page is there; the traveller's own wheel, touch or key stops it. */
function returnTo(top: number): () => void {
  const interactions = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    timers.forEach(clearTimeout);
    for (const type of interactions) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 2) stop();
  };
  const timers = RETURN_RETRY_MS.map((delay) => setTimeout(attempt, delay));
  for (const type of interactions) window.addEventListener(type, stop, { passive: true });
  return stop;
}

export function ScrollToTop() {
  const { pathname, search, hash, key, state } = useLocation();
  const navigation = useNavigationType();
  const here = `${pathname}${search}${hash}`;
  /** The page the last scroll was for; the first load's own, so that it is left alone. */
  const scrolledFor = useRef(here);

  // A layout effect: the listener goes in the commit that draws the next page, before the browser scrolls to fit
  // that page's height. From Back or Forward on, the scrolling is the browser's for the next page too.
  useLayoutEffect(() => {
    let leaving = false;
    const remember = () => {
      if (!leaving) positions.set(key, window.scrollY);
    };
    const leave = () => {
      leaving = true;
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('popstate', leave);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('popstate', leave);
    };
  }, [key]);

  useEffect(() => {
    const changed = scrolledFor.current !== here;
    scrolledFor.current = here;
    if (changed && navigation === 'REPLACE' && keepsScroll(state)) return;
    const returned = positions.get(key);
    if (changed && navigation === 'POP' && returned !== undefined) return returnTo(returned);
    if (!hash) {
      if (changed) window.scrollTo(0, 0);
      return;
    }
    const timers = HASH_RETRY_MS.map((delay) => setTimeout(() => scrollToHash(hash), delay));
    return () => timers.forEach(clearTimeout);
  }, [here, hash, key, navigation, state]);

  return null;
}
