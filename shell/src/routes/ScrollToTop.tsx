// Every page change scrolls to the top, or to the hash target when one is given (product §2). A target
// inside a remote may render a moment later, so the hash is looked for again once the page settles. The first
// load is not a page change: the browser has placed it (the top, or where a reload or Back left it), and a
// traveller may have scrolled the server's page, or sent its form, before the app started.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const HASH_RETRY_MS = [0, 150, 600];

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

export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  /** The page the last scroll was for; the first load's own, so that it is left alone. */
  const scrolledFor = useRef(here);

  useEffect(() => {
    const changed = scrolledFor.current !== here;
    scrolledFor.current = here;
    if (!hash) {
      if (changed) window.scrollTo(0, 0);
      return;
    }
    const timers = HASH_RETRY_MS.map((delay) => setTimeout(() => scrollToHash(hash), delay));
    return () => timers.forEach(clearTimeout);
  }, [here, hash]);

  return null;
}
