import { Providers, type ProvidersProps } from '@rahi/shared-ui/providers';
import { LoginModalHost } from '../auth/LoginModalHost';
import { LogoutRedirect } from '../auth/LogoutRedirect';
import { ReturnAfterLogin } from '../auth/ReturnAfterLogin';
import { LoadingBar } from '../components/LoadingBar';
import { SkipLink } from '../components/SkipLink';
import { GlobalErrorBoundary } from '../error/GlobalErrorBoundary';
import { CommentStatusSignal } from '../header-footer/CommentStatusSignal';
import { AppRoutes } from '../routes/AppRoutes';
import { FocusOnRouteChange } from '../routes/FocusOnRouteChange';
import { ScrollToTop } from '../routes/ScrollToTop';
import { ReloadOnNavigation } from '../stale-build/ReloadOnNavigation';

/** In the browser, no props; the gateway's one-tree render (ServerApp) gives the address, cache and QueryClient. */
export type AppProps = Pick<ProvidersProps, 'location' | 'cache' | 'queryClient'>;

export function App(props: AppProps) {
  return (
    <Providers {...props}>
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
