// A visitor sent home from a login-only page (product §2: /profile/** goes to / when not logged in) gets the login
// modal there, and after logging in goes back to the page they asked for. The guard puts that page in the
// history entry's state as `loginFor`; nothing else does, and only an address of this site is followed.
import { getEventBus } from '@rahi/shared-contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface LoginForState {
  loginFor: string;
}

const isOwnPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

export function ReturnAfterLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const loginFor = (location.state as Partial<LoginForState> | null)?.loginFor;
  useEffect(() => {
    if (!isOwnPath(loginFor)) return;
    const bus = getEventBus();
    const logins = bus.on('auth/logged-in').subscribe(() => navigate(loginFor, { replace: true }));
    bus.emit({ type: 'auth/login-requested' });
    return () => logins.unsubscribe();
  }, [loginFor, navigate]);
  return null;
}
