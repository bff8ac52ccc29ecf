// The toast area of product §2 with the product's setting of product §9 (toast-settings.ts): any part of the app raises
// a toast on the bus without knowing how toasts are drawn. The area is always on the page, so F8 (the toast
// viewport hotkey) has somewhere to go; notistack (ToastHost) is loaded with the first toast, not at start-up:
// its code and styles cost a phone's main thread at every page start, and most pages never show a toast.
// No state is set while the area commits (a ref, not a ref callback's setState), so the app's first commit is
// not followed by a synchronous re-render in the same task.
import { getEventBus, TOAST_VARIANTS, type ToastVariant } from '@rahi/shared-contracts';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { filter } from 'rxjs';
import { TOAST_HOTKEY, type ToastRequest, withToast } from './toast-settings';

export { TOAST_HOTKEY, TOAST_SETTINGS } from './toast-settings';

const ToastHost = lazy(() => import('./ToastHost'));

let toastCount = 0;

export function ToastArea({ children }: { children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  const [toasts, setToasts] = useState<readonly ToastRequest[]>([]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const subscription = getEventBus()
      .events$.pipe(filter((event) => event.type.startsWith('toast/')))
      .subscribe((event) => {
        const variant = event.type.slice('toast/'.length) as ToastVariant;
        if (!TOAST_VARIANTS.includes(variant) || !('payload' in event)) return;
        const { message, source } = event.payload as { message: string; source?: string };
        const key = `toast-${++toastCount}`;
        setToasts((list) => withToast(list, { key, message, variant, ...(source ? { source } : {}) }));
      });
    return () => subscription.unsubscribe();
  }, []);

  return (
    <>
      {children}
      <section ref={region} aria-label={`اعلان‌ها (${TOAST_HOTKEY})`} tabIndex={-1} data-testid="toast-area" />
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastHost region={region} toasts={toasts} />
        </Suspense>
      )}
    </>
  );
}
