// The product's toast setting (spec §9), read by the toast area and by the host that draws the toasts.
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
}
