// The header and footer content: from the cookie when it is there, otherwise from
// /header-footer-contents (then cached). Until either answers, the built-in links stand in.

import { handleApi } from '@rahi/shared-ui/api';
import { startTransition, useEffect, useState } from 'react';
import { hydratedWithServerCookies, useFirstRenderCookies } from '../server/server-cookies';
import {
  type HeaderFooterPayload,
  readHeaderFooterCookie,
  writeHeaderFooterCookie,
} from './header-footer-cookie';

let shared: Promise<HeaderFooterPayload | undefined> | undefined;

function loadOnce(): Promise<HeaderFooterPayload | undefined> {
  shared ??= handleApi<HeaderFooterPayload>({ endPoint: '/header-footer-contents', toast: false }).then(
    (result) => {
      if (!result.ok) {
        shared = undefined;
        return undefined;
      }
      writeHeaderFooterCookie(result.data);
      return result.data;
    },
  );
  return shared;
}

export function useHeaderFooter(): HeaderFooterPayload | undefined {
  const cookies = useFirstRenderCookies();
  const [payload, setPayload] = useState(() => readHeaderFooterCookie(cookies));
  useEffect(() => {
    hydratedWithServerCookies();
    if (payload) return;
    // A page hydrated as drawn without the cookie, which the page before wrote meanwhile: its links are here.
    const saved = readHeaderFooterCookie();
    if (saved) {
      startTransition(() => setPayload(saved));
      return;
    }
    let active = true;
    loadOnce().then((loaded) => {
      // A transition: the new links re-render the whole header and footer, which React then does in
      // slices instead of one long task while the page is still starting.
      if (active && loaded) startTransition(() => setPayload(loaded));
    });
    return () => {
      active = false;
    };
  }, [payload]);
  return payload;
}

/** For tests: forget the in-flight request. */
export const resetHeaderFooterCache = () => {
  shared = undefined;
};
