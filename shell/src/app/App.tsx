import { Providers, type ProvidersProps } from '@rahi/shared-ui/providers';
import { useEffect } from 'react';
import { LoginModalHost } from '../auth/LoginModalHost';
import { LogoutRedirect } from '../auth/LogoutRedirect';
import { ReturnAfterLogin } from '../auth/ReturnAfterLogin';
import { LoadingBar } from '../components/LoadingBar';
import { SkipLink } from '../components/SkipLink';
import { GlobalErrorBoundary } from '../error/GlobalErrorBoundary';
import { CommentStatusSignal } from '../header-footer/CommentStatusSignal';
import { AppRoutes } from '../routes/AppRoutes';
import { CatchUpOnStart } from '../routes/CatchUpOnStart';
import { FocusOnRouteChange } from '../routes/FocusOnRouteChange';
import { ScrollToTop } from '../routes/ScrollToTop';
import { ReloadOnNavigation } from '../stale-build/ReloadOnNavigation';

/** In the browser, no props; the gateway's one-tree render (ServerApp) gives the address, cache and QueryClient. */
export type AppProps = Pick<ProvidersProps, 'location' | 'cache' | 'queryClient'>;

/**
 * Marks the page as the app's once its first render has committed: `<html data-started>`. Until then a page the
 * server drew shows the header and page, but their buttons do nothing yet (React answers them from hydration on).
 */
function StartedMark() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}

export function App(props: AppProps) {
  return (
    <Providers {...props}>
      <CatchUpOnStart />
      <StartedMark />
      <SkipLink />
      <LoadingBar />
      <CommentStatusSignal />
      <ReloadOnNavigation />
      <ScrollToTop />
      <FocusOnRouteChange />
      <LogoutRedirect />
      <LoginModalHost />
      <ReturnAfterLogin />
      <GlobalErrorBoundary>
        <AppRoutes />
      </GlobalErrorBoundary>
    </Providers>
  );
}
