// The auth state every remote sees (spec §3 "Auth state"), folded from auth events.
import type { AuthEvent, AuthSession } from './events';

export type AuthState = { status: 'anonymous' } | ({ status: 'authenticated' } & AuthSession);

export const ANONYMOUS: AuthState = { status: 'anonymous' };

/** Folds one auth event into the state; a failed token check logs the user out (spec §4). */
export function reduceAuth(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'auth/logged-in':
      return { status: 'authenticated', ...event.payload };
    case 'auth/logged-out':
      return ANONYMOUS;
    case 'auth/token-checked':
      if (!event.payload.valid) return ANONYMOUS;
      if (state.status !== 'authenticated') return state;
      return {
        ...state,
        userName: event.payload.userName ?? state.userName,
        credit: event.payload.credit ?? state.credit,
      };
  }
}
