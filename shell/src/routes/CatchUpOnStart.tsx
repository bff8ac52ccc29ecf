// React Router's BrowserRouter reads the address when it first renders and hears Back and Forward only from its
// first commit on (its listener goes in a layout effect). On a page the server drew, that render and commit are the
// hydration, which a slow phone takes a while over: a Back pressed in between changed the address but not the page.
// Once the app has started, this looks whether the address moved meanwhile and, if so, gives the router the
// popstate it missed, so it draws the page the address names.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function CatchUpOnStart() {
  const { pathname, search, hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the app started on.
  useEffect(() => {
    const here = window.location;
    const entry = (window.history.state as { key?: string } | null)?.key ?? 'default';
    if (`${here.pathname}${here.search}${here.hash}` === `${pathname}${search}${hash}` && entry === key)
      return;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, []);

  return null;
}
