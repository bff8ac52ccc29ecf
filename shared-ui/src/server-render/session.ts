// Who is logged in for a server render of a personal page (the gateway's check of the request's token): put on the
// page's bus before renderToString, so the hooks that read it (useAuth) draw what the browser will hydrate; the
// shell puts the same verdict on the browser's bus before its first render (shell/src/auth/session.ts).
import { type AuthSession, getEventBus } from '@rahi/shared-contracts';

/**
 * Puts `session` (null: nobody) on the bus for the render that follows. A render is synchronous, so two never
 * interleave.
 * @example applySession({ userName: 'سارا', credit: 0 }); renderToString(<ReservationForm … />)
 */
export function applySession(session: AuthSession | null): void {
  const bus = getEventBus();
  if (session) bus.emit({ type: 'auth/logged-in', payload: session });
  else bus.emit({ type: 'auth/logged-out', payload: { redirectHome: false } });
}
