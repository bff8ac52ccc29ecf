// Everything under /backoffice but the sign-in page: the member is read from GET /staff/me. Nobody signed in (or a
// session that ended: idle, signed out elsewhere) goes to the sign-in page, which brings them back here; a member
// with a one-time password changes it before anything else; the others get the layout and the page their roles
// open.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@rahi/shared-contracts';
import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { useQueryClient } from '@rahi/shared-ui/query';
import { type ReactNode, useCallback, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStaffMe } from '../api/get-me';
import { STAFF_ME_KEY, sessionEnded } from '../api/staff-query';
import { BackofficeLayout } from '../layout/BackofficeLayout';
import type { SignInState } from '../pages/SignInPage';
import { useIdleCheck } from '../state/idle-check';
import { signInPathFor } from '../state/return-path';
import { StaffContext } from '../state/staff-context';
import { ForcedPasswordChange } from './password/ForcedPasswordChange';

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      {children}
    </Box>
  );
}

export function StaffArea({ children }: { children: ReactNode }) {
  const me = useStaffMe();
  const location = useLocation();
  const client = useQueryClient();
  // Whether this page has had a session: one that ended is told so on the sign-in page.
  const hadSession = useRef(false);
  if (me.data && !me.error) hadSession.current = true;
  const checkSession = useCallback(() => void client.invalidateQueries({ queryKey: STAFF_ME_KEY }), [client]);
  useIdleCheck(me.data?.idleTimeoutSeconds ?? 0, checkSession);

  if (sessionEnded(me.error)) {
    const state: SignInState | undefined = hadSession.current
      ? { notice: STAFF_MESSAGES.sessionEnded }
      : undefined;
    return <Navigate to={signInPathFor(location.pathname + location.search)} replace state={state} />;
  }
  if (me.error)
    return (
      <Centered>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void me.refetch()}>
              تلاش دوباره
            </Button>
          }
        >
          {me.error.errors[0] && me.error.errors[0] !== MESSAGES.unexpectedError
            ? me.error.errors[0]
            : 'پیشخوان در دسترس نیست.'}
        </Alert>
      </Centered>
    );
  if (!me.data)
    return (
      <Centered>
        <CircularProgress aria-label={MESSAGES.loading} />
      </Centered>
    );
  return (
    <StaffContext.Provider value={me.data}>
      {me.data.mustChangePassword ? (
        <ForcedPasswordChange />
      ) : (
        <BackofficeLayout staff={me.data}>{children}</BackofficeLayout>
      )}
    </StaffContext.Provider>
  );
}
