// Draws the toasts with notistack (ToastContent's look, toast-settings' behaviour) inside the toast area's
// region. Loaded by ToastArea with the first toast, so notistack's code and styles are not part of a page's start.
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { type RefObject, useEffect, useRef } from 'react';
import { ToastContent } from './ToastContent';
import { TOAST_SETTINGS, type ToastRequest } from './toast-settings';

const CONTENT = {
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
  default: ToastContent,
};

/** Below the site header (56 px on phones, 64 px wider) and a full-screen dialog's title (64 px on phones). */
export const TOAST_TOP_PX = 72;

/**
 * notistack stacks the newest toast last; the product wants it on top, nearest the corner. The corner is moved
 * down below the headers: at notistack's 14-20 px a toast covered the site header's buttons and, on a phone, the
 * login dialog's title and close button.
 */
const TOAST_CONTAINER = {
  '.notistack-SnackbarContainer.notistack-SnackbarContainer': {
    flexDirection: 'column-reverse',
    top: TOAST_TOP_PX,
  },
} as const;

/** Hands each toast not yet shown to notistack, once, and closes those taken off the list (by a success). */
function Enqueue({ toasts }: { toasts: readonly ToastRequest[] }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const listed = new Set(toasts.map((toast) => toast.key));
    for (const key of shown.current)
      if (!listed.has(key)) {
        closeSnackbar(key);
        shown.current.delete(key);
      }
    for (const { key, message, variant } of toasts)
      if (!shown.current.has(key)) {
        enqueueSnackbar(message, { key, variant });
        shown.current.add(key);
      }
  }, [toasts, enqueueSnackbar, closeSnackbar]);
  return null;
}

export interface ToastHostProps {
  /** The toast area's region (already on the page: toasts arrive after the first commit). */
  region: RefObject<HTMLElement | null>;
  toasts: readonly ToastRequest[];
}

export default function ToastHost({ region, toasts }: ToastHostProps) {
  return (
    <SnackbarProvider {...TOAST_SETTINGS} Components={CONTENT} domRoot={region.current ?? undefined}>
      <GlobalStyles styles={TOAST_CONTAINER} />
      <Enqueue toasts={toasts} />
    </SnackbarProvider>
  );
}
