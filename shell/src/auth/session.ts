// The shell's side of the session: it restores the name from the cookies on load (so the header shows it at
// once), runs the token check, and keeps the cookies in step with the bus. Logging out is an event any part may
// emit; the shell answers it by asking the gateway to drop the HttpOnly token (POST /logout) and clearing the
// readable cookies. Not React: it starts before the first render, so nothing flashes "logged out".
import { getEventBus } from '@rahi/shared-contracts';
import { handleApi } from '@rahi/shared-ui/api';
import { clearSessionCookies, readSessionCookies, writeSessionCookies } from './auth-cookies';
import { checkToken } from './check-token';

/** Starts once per page; returns a stop function (for tests). */
export function startAuthSession(): () => void {
  const bus = getEventBus();
  const subscription = bus.events$.subscribe((event) => {
    switch (event.type) {
      case 'auth/logged-in':
        writeSessionCookies(event.payload);
        break;
      case 'auth/session-updated': {
        const auth = bus.getAuth();
        if (auth.status !== 'anonymous') writeSessionCookies(auth);
        break;
      }
      case 'auth/token-checked': {
        const auth = bus.getAuth();
        if (auth.status === 'authenticated') writeSessionCookies(auth);
        else clearSessionCookies();
        break;
      }
      case 'auth/logged-out':
        clearSessionCookies();
        handleApi({ endPoint: '/logout', method: 'POST', toast: false }).then((result) => {
          if (!result.ok)
            console.warn(`[auth] /logout answered ${result.status}; the cookies are cleared anyway`);
        });
        break;
    }
  });
  const saved = readSessionCookies();
  if (saved) {
    bus.emit({ type: 'auth/session-restored', payload: saved });
    checkToken();
  }
  return () => subscription.unsubscribe();
}
