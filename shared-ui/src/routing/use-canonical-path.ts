// A page with an address of its own, known once its data is there (a hotel's or a city's slug): reached in the app
// at another one (a link remembered under a hotel's earlier name), the address is put right in place, query and hash
// kept, the traveller left where they are. One followed from outside is moved by the server before any of this
// (gateway/src/ssr/canonical-move.ts).
import { samePath } from '@rahi/shared-contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { KEEP_SCROLL } from './keep-scroll';

/**
 * Rewrites the address to `canonical` (a path) when the page is at another; nothing while it is undefined.
 * @example useCanonicalPath(hotel && hotelPath(hotel)); // /hotel/6/x → /hotel/6/هتل-هخامنش
 */
export function useCanonicalPath(canonical: string | undefined): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (canonical === undefined || samePath(canonical, pathname)) return;
    navigate({ pathname: canonical, search, hash }, { replace: true, state: KEEP_SCROLL });
  }, [canonical, pathname, search, hash, navigate]);
}
