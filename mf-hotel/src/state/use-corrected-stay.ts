// Route correction on the hotel page, as on the city page (spec §2): the stay in the address corrected
// by the shared pure rule, and the address rewritten in place (replace, not a new history entry).
import { correctStayQuery, type StayCorrection, todayInTehran } from '@rahi/shared-contracts';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The corrected stay of the current address; rewrites the address with `replace` when it was wrong. */
export function useCorrectedStay(): StayCorrection {
  const location = useLocation();
  const navigate = useNavigate();
  const today = todayInTehran();
  const correction = useMemo(() => correctStayQuery(location.search, today), [location.search, today]);

  useEffect(() => {
    if (!correction.rewrite) return;
    navigate(
      { pathname: location.pathname, search: `?${correction.search}`, hash: location.hash },
      { replace: true },
    );
  }, [correction, location.pathname, location.hash, navigate]);

  return correction;
}
