// The product's toast setting (product §9), read by the toast area and by the host that draws the toasts.
import type { ToastVariant } from '@rahi/shared-contracts';

/** Top-left, 3 s, at most three on screen, the window's blur pausing them (notistack's own listener). */
export const TOAST_SETTINGS = {
  anchorOrigin: { vertical: 'top', horizontal: 'left' },
  autoHideDuration: 3000,
  maxSnack: 3,
  disableWindowBlurListener: false,
} as const;

/** The key that moves the focus to the toasts. */
export const TOAST_HOTKEY = 'F8';

/** One toast asked for on the bus, in the order asked. */
export interface ToastRequest {
  key: string;
  message: string;
  variant: ToastVariant;
  /** The form or call that raised it (an API path): its later success closes this toast if it is an error. */
  source?: string;
}

/**
 * The toasts with `next` added: a success closes the earlier errors of its own source (a wrong code, then the
 * right one, leaves only the success).
 * @example withToast([wrongCode('/otp')], loggedIn('/otp')) // → [loggedIn]
 */
export function withToast(list: readonly ToastRequest[], next: ToastRequest): ToastRequest[] {
  const kept =
    next.variant === 'success' && next.source !== undefined
      ? list.filter((toast) => !(toast.variant === 'error' && toast.source === next.source))
      : list;
  return [...kept, next];
}
