// A remote's page that arrived rendered by the gateway (the hotel page): instead of rendering it again, the
// area takes the server's element into the layout where the page belongs, before the first paint, and
// hydrates it with hydrateRoot once the remote's code has loaded. The page is a React root of its own, so it
// is given the shell's router (same history), emotion cache and theme: it behaves as if rendered inside the
// shell, and its class names and styles are the ones the server used. If the code cannot load, or the page
// throws, the area becomes an ordinary RemoteArea (which loads and renders it afresh, or shows its card).
// Once the hydration commits, the focus keeper (keep-focus.ts) is told the page is the app's now.
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import type { RemoteName } from '@rahi/shared-contracts';
import { PageRootProviders } from '@rahi/shared-ui/providers';
import { useQueryClient } from '@rahi/shared-ui/query';
import {
  type ComponentType,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { markHydrated } from './keep-focus';
import { loadRemotePage } from './load-remote-module';
import { RemoteArea } from './RemoteArea';
import { markServerMarkupUsed, type ServerMarkup } from './server-markup';

export interface ServerRenderedAreaProps {
  remote: RemoteName;
  module: string;
  /** The route's pattern ('/hotel/:id/:slug'): the page's root matches it again, so useParams() works. */
  routePath: string;
  markup: ServerMarkup;
}

/** Says `page` is hydrated once the tree around it commits; renders its children as they are (no element). */
function WhenHydrated({ page, children }: { page: Element; children: ReactNode }) {
  useEffect(() => markHydrated(page), [page]);
  return children;
}

export function ServerRenderedArea({ remote, module, routePath, markup }: ServerRenderedAreaProps) {
  const holder = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const cache = useEmotionCache();
  const theme = useTheme();
  const queryClient = useQueryClient();
  const [Page, setPage] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);

  // React has just emptied #root; putting the element back in the same commit means no frame shows without it.
  useLayoutEffect(() => {
    holder.current?.appendChild(markup.element);
  }, [markup]);

  useEffect(() => {
    let cancelled = false;
    loadRemotePage(remote, module).then(
      (page) => {
        if (!cancelled) setPage(() => page.default);
      },
      (error: unknown) => {
        console.error(`[remote] ${remote}/${module} could not be loaded to hydrate the server's page`, error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module]);

  // Hydrates once, then re-renders the page's root whenever the shell's location changes.
  useEffect(() => {
    if (!Page || failed) return;
    const tree = (
      <PageRootProviders cache={cache} theme={theme} queryClient={queryClient}>
        <Router location={location} navigationType={navigationType} navigator={navigator}>
          <Routes>
            <Route
              path={routePath}
              element={
                <WhenHydrated page={markup.element}>
                  <Page />
                </WhenHydrated>
              }
            />
          </Routes>
        </Router>
      </PageRootProviders>
    );
    if (root.current) {
      root.current.render(tree);
      return;
    }
    // From here React replays a press on the server's markup itself (shell/public/paint-first.js stops keeping them).
    markup.element.setAttribute('data-hydrating', '');
    // Hydrated as a transition: React hydrates in slices and yields between them, instead of one long task.
    startTransition(() => {
      root.current = hydrateRoot(markup.element, tree, {
        onUncaughtError: (error) => {
          console.error(`[remote] ${remote}/${module} failed after hydration; rendering it again`, error);
          setFailed(true);
        },
      });
    });
  }, [
    Page,
    failed,
    cache,
    theme,
    queryClient,
    location,
    navigationType,
    navigator,
    markup,
    remote,
    module,
    routePath,
  ]);

  useEffect(
    () => () => {
      markServerMarkupUsed();
      const hydrated = root.current;
      root.current = null;
      // Not during the shell's own commit: React refuses to unmount a root synchronously inside another's.
      if (hydrated) setTimeout(() => hydrated.unmount(), 0);
    },
    [],
  );

  useEffect(() => {
    if (!failed) return;
    markServerMarkupUsed();
    const hydrated = root.current;
    root.current = null;
    if (hydrated) setTimeout(() => hydrated.unmount(), 0);
  }, [failed]);

  if (failed) return <RemoteArea remote={remote} module={module} page />;
  return <div ref={holder} />;
}
