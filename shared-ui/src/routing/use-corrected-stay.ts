// Route correction (product §2) on the pages that read a stay from the address (city, Imam hotels, hotel): the stay
// corrected by the shared pure rule, and the address rewritten in place (replace, not a new history entry).
import { correctStayQuery, type StayCorrection, todayInTehran } from '@rahi/shared-contracts';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { KEEP_SCROLL } from './keep-scroll';

/**
 * The corrected stay of the current address; rewrites the address with `replace` when it was wrong.
 * @example const { stay } = useCorrectedStay(); // ?checkin=…&nights=… as the page should read it
 */
export function useCorrectedStay(): StayCorrection {
  const location = useLocation();
  const navigate = useNavigate();
  const today = todayInTehran();
  const correction = useMemo(() => correctStayQuery(location.search, today), [location.search, today]);

  useEffect(() => {
    if (!correction.rewrite) return;
    navigate(
      { pathname: location.pathname, search: `?${correction.search}`, hash: location.hash },
      { replace: true, state: KEEP_SCROLL },
    );
  }, [correction, location.pathname, location.hash, navigate]);

  return correction;
}
