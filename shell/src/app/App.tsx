import { Providers } from '@rahi/tooling/providers';
import { LoadingBar } from '../components/LoadingBar';
import { SkipLink } from '../components/SkipLink';
import { GlobalErrorBoundary } from '../error/GlobalErrorBoundary';
import { AppRoutes } from '../routes/AppRoutes';
import { ScrollToTop } from '../routes/ScrollToTop';

export function App() {
  return (
    <Providers>
      <SkipLink />
      <LoadingBar />
      <ScrollToTop />
      <GlobalErrorBoundary>
        <AppRoutes />
      </GlobalErrorBoundary>
    </Providers>
  );
}
