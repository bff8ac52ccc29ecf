// Turns toast events from the bus into notistack snackbars. Any remote can raise a toast without
// knowing how toasts are drawn. A click on a toast closes it.
import { getEventBus, TOAST_VARIANTS, type ToastVariant } from '@rahi/shared-contracts';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { filter } from 'rxjs';

let toastCount = 0;

export function ToastBridge() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();

  useEffect(() => {
    const subscription = getEventBus()
      .events$.pipe(filter((event) => event.type.startsWith('toast/')))
      .subscribe((event) => {
        const variant = event.type.slice('toast/'.length) as ToastVariant;
        if (!TOAST_VARIANTS.includes(variant) || !('payload' in event)) return;
        const key = `toast-${++toastCount}`;
        enqueueSnackbar((event.payload as { message: string }).message, {
          key,
          variant,
          // notistack's content is already the toast's one live region (role="alert"); a role here
          // would nest a second one around it and screen readers could announce the toast twice.
          SnackbarProps: { onClick: () => closeSnackbar(key) },
        });
      });
    return () => subscription.unsubscribe();
  }, [enqueueSnackbar, closeSnackbar]);

  return null;
}
