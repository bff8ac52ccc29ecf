// /reserve-status[?reserveId&mobile] (footer hidden on phones): the check-reservation form as a page. The voucher's
// QR code opens it with both filled in, so the booking's state shows at once; a new lookup rewrites the address in
// place (KEEP_SCROLL: the traveller stays at the form, its answer under it, instead of being taken to the top).
// The gateway draws that first lookup (server/container.tsx), found or refused, and the page hydrates with it.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { KEEP_SCROLL } from '@rahi/shared-ui/routing';
import { withServerQueries } from '@rahi/shared-ui/server-data';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import CheckReservation from '../components/CheckReservation';
import { lookupOf } from '../state/use-reserve-lookup';
import { VOUCHER_TEXTS as T } from '../voucher-texts';

function ReserveStatusPage() {
  const [params, setParams] = useSearchParams();
  // Read once: later lookups are the form's, written back into the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first address only
  const initial = useMemo(() => lookupOf(params), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
        {T.pageTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {T.pageIntro}
      </Typography>
      <CheckReservation
        initial={initial}
        onLookup={(lookup) => setParams(lookup, { replace: true, state: KEEP_SCROLL })}
      />
    </Paper>
  );
}

export default withServerQueries(SERVER_DATA_GLOBALS.reserveStatus, './ReserveStatusPage', ReserveStatusPage);
