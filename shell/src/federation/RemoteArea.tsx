// One remote's area of the page: loads the page module lazily, shows a skeleton and the top loading
// bar meanwhile, and keeps any failure (remote down, render error) inside this area as a Persian card
// with a retry button. Errors that carry an HTTP status are the page's own verdict (a 404 from route
// validation, say) and go on to the global error screen.
import type { RemoteName } from '@rahi/shared-contracts';
import {
  Component,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { LoadingSignal } from '../components/LoadingSignal';
import { PageSkeleton } from '../components/PageSkeleton';
import { RemoteFallback } from '../components/RemoteFallback';
import { ServerPageContext } from '../routes/server-page';
import { loadedPage, loadRemotePage } from './load-remote-module';
import { oneTreeAreaDrawn } from './one-tree';
import { reregisterRemote } from './registry';

interface BoundaryProps {
  remoteId: string;
  page: boolean;
  onRetry: () => void;
  children: ReactNode;
}

const hasStatus = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';

class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!hasStatus(error))
      console.error(`[remote] ${this.props.remoteId} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (hasStatus(error)) throw error;
    return (
      <RemoteFallback
        page={this.props.page}
        onRetry={() => {
          this.setState({ error: undefined });
          this.props.onRetry();
        }}
      />
    );
  }
}

const subscribeToNothing = () => () => {};

/**
 * False while the server draws the page (the gateway's one-tree render) and while the browser hydrates what it drew,
 * true from then on: an area the server had no element for draws its placeholder on both, then loads its module.
 */
const useAfterHydration = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

export interface RemoteAreaProps {
  remote: RemoteName;
  module: string;
  /** Shown while the module loads; a short skeleton unless given. */
  placeholder?: ReactNode;
  /** The route's whole page (not a dialog's or a menu's part): a failure's message is then its h1. */
  page?: boolean;
  /**
   * The module's element already in hand, drawn instead of loading it: the gateway's one-tree render (the shell's
   * ServerApp). Same boundaries around it, so the browser's lazy page hydrates it in place.
   */
  element?: ReactNode;
  /**
   * The server drew this area's module into the page being hydrated (the route's page of a one-tree page). An area
   * beside the page (not `page`) finds it out itself: on the server from the page's `areas`, in the browser from
   * #root's data-areas.
   */
  drawnByServer?: boolean;
}

export function RemoteArea({
  remote,
  module,
  placeholder = <PageSkeleton />,
  page = false,
  element,
  drawnByServer = false,
}: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy forever.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the cache key on purpose
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, module)), [remote, module, attempt]);
  const id = `${remote}/${module}`;
  // An area beside the page whose remote drew it too (the profile's menu): its element on the server, and in the
  // browser hydrated as drawn (bootstrap loaded its module), decided once for this area.
  const serverPage = useContext(ServerPageContext);
  const inHand = element ?? (!page && serverPage?.remote === remote ? serverPage.areas?.[module] : undefined);
  const [areaDrawn] = useState(() => !page && element === undefined && oneTreeAreaDrawn(remote, module));
  const drawn = drawnByServer || areaDrawn;
  // Drawn as its placeholder where the module is not in hand: on the server, and while the browser hydrates that.
  const afterHydration = useAfterHydration();
  const placeholderOnly = inHand === undefined && !drawn && !afterHydration;
  // The server's page, whose module bootstrap loaded before hydrating, is drawn at once rather than through lazy:
  // lazy would suspend the area for a task, and a press there meanwhile is dropped by React (its boundary cannot
  // hydrate in time to take it). Hydrated with the rest of the tree, the press is React's.
  const Ready = drawn ? loadedPage(remote, module)?.default : undefined;
  // One element for as long as the module is the same: the area's boundary then bails out when the layout above
  // re-renders (a name, a credit arriving). While it still holds the server's markup, waiting for the module, an
  // update would make React give that markup up and draw the skeleton instead (ADR 0037's one tree).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the placeholder shown is the first one given
  const area = useMemo(
    () =>
      placeholderOnly ? (
        <LoadingSignal id={id}>{placeholder}</LoadingSignal>
      ) : (
        <Suspense fallback={<LoadingSignal id={id}>{placeholder}</LoadingSignal>}>
          {inHand ?? (Ready ? <Ready /> : <Page />)}
        </Suspense>
      ),
    [id, Page, Ready, inHand, placeholderOnly],
  );
  return (
    <RemoteErrorBoundary
      key={id}
      remoteId={id}
      page={page}
      onRetry={() => {
        reregisterRemote(remote);
        setAttempt((count) => count + 1);
      }}
    >
      {area}
    </RemoteErrorBoundary>
  );
}
