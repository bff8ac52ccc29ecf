// Turns toast events from the bus into notistack snackbars. Any remote can raise a toast without
// knowing how toasts are drawn (ToastArea's setting, ToastContent's look).
import { getEventBus, TOAST_VARIANTS, type ToastVariant } from '@rahi/shared-contracts';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { filter } from 'rxjs';

let toastCount = 0;

export function ToastBridge() {
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    const subscription = getEventBus()
      .events$.pipe(filter((event) => event.type.startsWith('toast/')))
      .subscribe((event) => {
        const variant = event.type.slice('toast/'.length) as ToastVariant;
        if (!TOAST_VARIANTS.includes(variant) || !('payload' in event)) return;
        enqueueSnackbar((event.payload as { message: string }).message, {
          key: `toast-${++toastCount}`,
          variant,
        });
      });
    return () => subscription.unsubscribe();
  }, [enqueueSnackbar]);

  return null;
}
