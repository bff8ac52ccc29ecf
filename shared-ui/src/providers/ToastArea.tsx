// The toast area of spec §2 with the product's setting of spec §9: top-left, 3000 ms, at most three on screen,
// the newest on top, closed by a click, paused while the pointer is on a toast and while the window has lost
// focus (notistack's own listeners), the close button only on hover, icons, no progress bar, right to left.
// F8 moves the focus to the area (the toast viewport hotkey of spec §9).
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastBridge } from './ToastBridge';
import { ToastContent } from './ToastContent';

/** The product's toast setting (spec §9): top-left, 3 s, at most three, newest on top. */
export const TOAST_SETTINGS = {
  anchorOrigin: { vertical: 'top', horizontal: 'left' },
  autoHideDuration: 3000,
  maxSnack: 3,
  disableWindowBlurListener: false,
} as const;

/** The key that moves the focus to the toasts. */
export const TOAST_HOTKEY = 'F8';

const CONTENT = {
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
  default: ToastContent,
};

/** notistack stacks the newest toast last; the product wants it on top, nearest the corner. */
const NEWEST_TOAST_ON_TOP = {
  '.notistack-SnackbarContainer.notistack-SnackbarContainer': { flexDirection: 'column-reverse' },
} as const;

export function ToastArea({ children }: { children: ReactNode }) {
  // The toasts are drawn inside this region, which is always there, so F8 has somewhere to go.
  const [region, setRegion] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      event.preventDefault();
      region.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [region]);

  return (
    <SnackbarProvider {...TOAST_SETTINGS} Components={CONTENT} domRoot={region ?? undefined}>
      <GlobalStyles styles={NEWEST_TOAST_ON_TOP} />
      <ToastBridge />
      {children}
      <section
        ref={setRegion}
        aria-label={`اعلان‌ها (${TOAST_HOTKEY})`}
        tabIndex={-1}
        data-testid="toast-area"
      />
    </SnackbarProvider>
  );
}
