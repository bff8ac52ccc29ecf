// Every page change scrolls to the top, or to the hash target when one is given (product §2). A target
// inside a remote may render a moment later, so the hash is looked for again once the page settles.
import { useEffect } from 'react';
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of path or query is a page change
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timers = HASH_RETRY_MS.map((delay) => setTimeout(() => scrollToHash(hash), delay));
    return () => timers.forEach(clearTimeout);
  }, [pathname, search, hash]);

  return null;
}
