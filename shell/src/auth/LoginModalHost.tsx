// Opens the login modal when anyone asks (auth/login-requested on the bus: the header's button, or any remote)
// and closes it once someone is logged in. The dialog's code loads on the first request, so pages that never
// open it do not download it.
import { getEventBus } from '@rahi/shared-contracts';
import { lazy, Suspense, useEffect, useState } from 'react';

const LoginModal = lazy(() => import('./LoginModal'));

export function LoginModalHost() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const bus = getEventBus();
    const requests = bus.on('auth/login-requested').subscribe(() => {
      if (bus.getAuth().status === 'authenticated') return;
      setWanted(true);
      setOpen(true);
    });
    const logins = bus.auth$.subscribe((auth) => {
      if (auth.status === 'authenticated') setOpen(false);
    });
    return () => {
      requests.unsubscribe();
      logins.unsubscribe();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
