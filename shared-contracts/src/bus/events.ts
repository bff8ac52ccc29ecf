// Every event that crosses a micro-frontend boundary. Remotes never import each other; they emit and
// listen to these. Adding an event is a contract change: add it here and in docs/architecture.md.
import type { SelectedRoom } from '../cart/selected-room';

/**
 * Who is logged in, as every script may know it. The token itself is not here: the gateway keeps it in an
 * HttpOnly cookie and attaches it to proxied calls, so no script (ours or injected) can read it.
 */
export interface AuthSession {
  userName: string;
  /** Rial, as the API sends it; pages show Toman. */
  credit: number;
}

export type ToastVariant = 'success' | 'error' | 'warning' | 'info' | 'default';

export type AuthEvent =
  | { type: 'auth/logged-in'; payload: AuthSession }
  /** The shell found the readable userName/credit cookies on load: probably logged in, not yet checked. */
  | { type: 'auth/session-restored'; payload: AuthSession }
  | { type: 'auth/logged-out'; payload: { redirectHome: boolean } }
  | { type: 'auth/token-checked'; payload: { valid: boolean; userName?: string; credit?: number } }
  /** The logged-in traveller's name or credit changed (the profile saved, a refund credited); no effect when logged out. */
  | { type: 'auth/session-updated'; payload: Partial<AuthSession> }
  /** Any remote asks the shell to open the login modal. */
  | { type: 'auth/login-requested' };

export type CartEvent =
  | { type: 'cart/room-added'; payload: SelectedRoom }
  | { type: 'cart/room-removed'; payload: { id: SelectedRoom['id'] } }
  | { type: 'cart/cleared' };

// One member per variant, so EventOfType<'toast/error'> finds its member (with a single member typed
// `toast/${ToastVariant}`, Extract found none and on('toast/error') was an Observable<never>).
// `source` names the form or call that raised the toast: its success closes its earlier errors.
export type ToastEvent = {
  [V in ToastVariant]: { type: `toast/${V}`; payload: { message: string; source?: string } };
}[ToastVariant];

export type LoadingEvent =
  | { type: 'loading/start'; payload: { key: string } }
  | { type: 'loading/stop'; payload: { key: string } };

/**
 * The site's settings every remote follows: whether comments are open (the payload's comment.comment_status).
 * When closed, review and comment entry points are hidden everywhere.
 */
export type SiteEvent = { type: 'site/comment-status'; payload: { open: boolean } };

export type RahiEvent = AuthEvent | CartEvent | ToastEvent | LoadingEvent | SiteEvent;

export type RahiEventType = RahiEvent['type'];

export type EventOfType<T extends RahiEventType> = Extract<RahiEvent, { type: T }>;

export const TOAST_VARIANTS: readonly ToastVariant[] = ['success', 'error', 'warning', 'info', 'default'];
