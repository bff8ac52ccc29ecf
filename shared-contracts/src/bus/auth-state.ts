// The auth state every remote sees (product §3 "Auth state"), folded from auth events.
// 'unverified' is a session known only from the readable cookies on a fresh load: the header can show the
// name at once, while guards wait for the token check before letting anyone in or sending anyone away.
import type { AuthEvent, AuthSession } from './events';

export type AuthState =
  | { status: 'anonymous' }
  | ({ status: 'authenticated' } & AuthSession)
  | ({ status: 'unverified' } & AuthSession);

export const ANONYMOUS: AuthState = { status: 'anonymous' };

/**
 * The server's verdict on the login token of a page request, which the gateway writes into the page's HTML as a
 * JSON data block with this id (gateway/src/pages/session-verdict.ts) and the shell reads before its first render.
 */
export const SESSION_VERDICT_ID = 'rahi-session';
export type SessionVerdict = { valid: false } | ({ valid: true } & AuthSession);

/** True once a session is known, checked or not (the header shows the name for both). */
export const hasSession = (state: AuthState): state is Exclude<AuthState, { status: 'anonymous' }> =>
  state.status !== 'anonymous';

/** Folds one auth event into the state; a failed token check logs the user out (product §4). */
export function reduceAuth(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'auth/logged-in':
      return { status: 'authenticated', ...event.payload };
    case 'auth/session-restored':
      return state.status === 'anonymous' ? { status: 'unverified', ...event.payload } : state;
    case 'auth/logged-out':
      return ANONYMOUS;
    case 'auth/token-checked':
      if (!event.payload.valid) return ANONYMOUS;
      if (state.status === 'anonymous') return state;
      return {
        status: 'authenticated',
        userName: event.payload.userName ?? state.userName,
        credit: event.payload.credit ?? state.credit,
      };
    case 'auth/session-updated':
      if (state.status === 'anonymous') return state;
      return { ...state, ...event.payload };
    case 'auth/login-requested':
      return state;
  }
}
