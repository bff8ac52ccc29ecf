// Catches what no remote area kept to itself (route validation's 404, a layout crash) and shows the
// global error screen in the error layout. Navigating elsewhere, or the back-home button, clears it.
import { ErrorScreen } from '@rahi/shared-ui/components';
import { Component, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorLayout } from '../layouts/ErrorLayout';

interface Props {
  resetKey: string;
  onBackHome: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] unhandled error reached the global error screen', error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <ErrorLayout>
        {/* No setState here: the router applies navigation in a transition, so clearing the error first
            would render the failed page again at the old address. The new location key clears it. */}
        <ErrorScreen error={this.state.error} onBackHome={this.props.onBackHome} />
      </ErrorLayout>
    );
  }
}

export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ErrorBoundary resetKey={location.key} onBackHome={() => navigate('/')}>
      {children}
    </ErrorBoundary>
  );
}
