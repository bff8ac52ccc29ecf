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

/** notistack stacks the newest toast last; the product wants it on top, nearest the corner. */
const NEWEST_TOAST_ON_TOP = {
  '.notistack-SnackbarContainer.notistack-SnackbarContainer': { flexDirection: 'column-reverse' },
} as const;

/** Hands each toast not yet shown to notistack, once. */
function Enqueue({ toasts }: { toasts: readonly ToastRequest[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const shown = useRef(0);
  useEffect(() => {
    for (const { key, message, variant } of toasts.slice(shown.current))
      enqueueSnackbar(message, { key, variant });
    shown.current = toasts.length;
  }, [toasts, enqueueSnackbar]);
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
      <GlobalStyles styles={NEWEST_TOAST_ON_TOP} />
      <Enqueue toasts={toasts} />
    </SnackbarProvider>
  );
}
