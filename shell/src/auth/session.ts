// The shell's side of the session. Who is logged in is the server's verdict: the gateway checks the HttpOnly
// token while it draws the page and writes the answer into the HTML (gateway/src/pages/session-verdict.ts), so a
// valid session counts even when the readable cookies are gone, and no second check is made. A page without a
// verdict (no token was sent, or booking-api did not answer in time) restores the name the cookies remember and
// runs the token check itself. The cookies are kept in step with the bus. Logging out is an event any part may
// emit; the shell answers it by asking the gateway to drop the HttpOnly token (POST /logout) and clearing the
// readable cookies; until the gateway has answered, a `loggedOut` cookie says so, and a page loaded meanwhile (its
// verdict still "valid") ends the session again instead of restoring it. Not React: it starts before the first
// render, so nothing flashes "logged out".
import { getEventBus, SESSION_VERDICT_ID, type SessionVerdict } from '@rahi/shared-contracts';
import { handleApi } from '@rahi/shared-ui/api';
import {
  clearLoggedOutMark,
  clearSessionCookies,
  isMarkedLoggedOut,
  markLoggedOut,
  readSessionCookies,
  writeSessionCookies,
} from './auth-cookies';
import { checkToken } from './check-token';

/** Starts once per page; returns a stop function (for tests). */
export function startAuthSession(): () => void {
  const bus = getEventBus();
  const subscription = bus.events$.subscribe((event) => {
    switch (event.type) {
      case 'auth/logged-in':
        clearLoggedOutMark();
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
        endServerSession();
        break;
    }
  });
  const verdict = serverVerdict();
  const saved = readSessionCookies();
  if (isMarkedLoggedOut()) {
    // Logged out on an earlier page whose /logout had not answered (or failed): finish it, restore nothing.
    clearSessionCookies();
    endServerSession();
  } else if (verdict?.valid) {
    const session = { userName: verdict.userName, credit: verdict.credit };
    bus.emit({ type: 'auth/session-restored', payload: session });
    bus.emit({ type: 'auth/token-checked', payload: { valid: true, ...session } });
  } else if (verdict) {
    if (saved) bus.emit({ type: 'auth/token-checked', payload: { valid: false } });
  } else if (saved) {
    bus.emit({ type: 'auth/session-restored', payload: saved });
    checkToken();
  }
  return () => subscription.unsubscribe();
}

/** Asks the gateway to drop the HttpOnly token; the `loggedOut` mark stays until it has. */
function endServerSession(): void {
  markLoggedOut();
  handleApi({ endPoint: '/logout', method: 'POST', toast: false }).then((result) => {
    if (result.ok) clearLoggedOutMark();
    else console.warn(`[auth] /logout answered ${result.status}; the next page asks again`);
  });
}

/** The gateway's verdict in the page's HTML, or undefined when the page has none (or it is malformed). */
export function serverVerdict(): SessionVerdict | undefined {
  const text = document.getElementById(SESSION_VERDICT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (value.valid === false) return { valid: false };
    if (value.valid === true && typeof value.userName === 'string' && typeof value.credit === 'number')
      return { valid: true, userName: value.userName, credit: value.credit };
  } catch {}
  return undefined;
}
