// Renders one route of the table: checks its params and login rule, then puts the owning remote's
// page inside the route's layout. Routes whose page is not built yet show the real not-found page.
import {
  getEventBus,
  HttpError,
  NOT_FOUND_PAGE,
  pageForRoute,
  pageNotFoundMessage,
  type RouteDefinition,
  type RoutePage as RoutePageModule,
} from '@rahi/shared-contracts';
import { useAuth } from '@rahi/shared-ui/bus';
import { ErrorScreen } from '@rahi/shared-ui/components';
import { useContext, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { LoginForState } from '../auth/ReturnAfterLogin';
import { PageSkeleton } from '../components/PageSkeleton';
import { markOneTreePageUsed, oneTreePageFor } from '../federation/one-tree';
import { RemoteArea } from '../federation/RemoteArea';
import { Layout } from '../layouts';
import { ServerPageContext } from './server-page';

export const DEFAULT_TITLE = 'راهی | رزرو آنلاین هتل';

const NOT_FOUND_ROUTE_PAGE: RoutePageModule = { remote: NOT_FOUND_PAGE.owner, module: NOT_FOUND_PAGE.page };

export function RoutePage({ route }: { route: RouteDefinition }) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const loggedOutHere = useLoggedOutOn(location.key);
  useEffect(() => {
    document.title = route.title ?? DEFAULT_TITLE;
  }, [route.title]);

  if (route.validate && !route.validate(params as Record<string, string>)) {
    throw new HttpError(404, pageNotFoundMessage(location.pathname));
  }
  // A session known only from the cookies waits for the token check before anyone is let in or sent away.
  const waiting = auth.status === 'unverified' && (route.loginRequired || route.guestOnly);
  if (route.loginRequired && auth.status === 'anonymous') {
    // A visitor who came here logged out, or whose session proved invalid while the page loaded, is asked to log in
    // on / and brought back (ReturnAfterLogin); a traveller who just logged out on this page is not asked again.
    const state: LoginForState | undefined = loggedOutHere
      ? undefined
      : { loginFor: location.pathname + location.search };
    return <Navigate to="/" replace state={state} />;
  }
  if (route.guestOnly && auth.status === 'authenticated') return <Navigate to="/" replace />;

  // Which module renders this route: decided by shared-contracts, as the gateway decides it.
  const page = pageForRoute(route, params as Record<string, string>);
  const content = waiting ? (
    <PageSkeleton screen />
  ) : page ? (
    <RouteContent key={route.path} route={route} page={page} />
  ) : (
    <ErrorScreen error={undefined} onBackHome={() => navigate('/')} />
  );

  return (
    <Layout name={route.layout} footerHiddenOnMobile={route.footerHiddenOnMobile}>
      {content}
    </Layout>
  );
}

/**
 * Whether the traveller logged out (auth/logged-out: the menu, or a token revoked while the page was open) on the
 * history entry `key`. Only that entry counts: a later visit to a login-only page asks to log in as any guest's.
 */
function useLoggedOutOn(key: string): boolean {
  const current = useRef(key);
  current.current = key;
  // A ref, not state: the bus's auth state re-renders this page at once, and the mark must already be there.
  const loggedOutOn = useRef<string>(undefined);
  useEffect(() => {
    const logouts = getEventBus()
      .on('auth/logged-out')
      .subscribe(() => {
        loggedOutOn.current = current.current;
      });
    return () => logouts.unsubscribe();
  }, []);
  return loggedOutOn.current === key;
}

/**
 * The route's remote page. Keyed by the route: <Routes> puts every route's element at the same place, so React
 * keeps one RoutePage (and its layout) from one route to the next, and what was found for one address (the
 * server's page) must not go with it: the server's city page, kept for a hotel address, had
 * mf-search's city page rendered there, and the two rewrote the address in turn.
 */
function RouteContent({ route, page }: { route: RouteDefinition; page: RoutePageModule }) {
  const location = useLocation();
  const { remote, module } = page;
  // On the server (the shell's ServerApp), the page the gateway draws for this address.
  const drawn = useContext(ServerPageContext);
  // In the browser, the page the gateway drew for this address as one tree with the shell (#root names it), looked
  // for once, before the first render: the route's own page, or the not-found page it drew when booking-api has no
  // such page. The area renders that module, and hydrates in place. The not-found page stands for its own address
  // only: from another address of the same route on, the route's page is drawn.
  const [server, setServer] = useState(() => {
    if (!route.serverRendered || drawn) return undefined;
    if (oneTreePageFor(remote, module, location.pathname)) return { ...page, path: undefined };
    if (oneTreePageFor(NOT_FOUND_PAGE.owner, NOT_FOUND_PAGE.page, location.pathname))
      return { ...NOT_FOUND_ROUTE_PAGE, path: location.pathname };
    return undefined;
  });
  useEffect(() => {
    if (server) markOneTreePageUsed();
  }, [server]);

  if (server?.path !== undefined && server.path !== location.pathname) setServer(undefined);

  if (drawn)
    return (
      <RemoteArea
        remote={drawn.remote}
        module={drawn.module}
        page
        placeholder={<PageSkeleton screen />}
        element={drawn.element}
      />
    );
  const shown = server ?? page;
  return (
    <RemoteArea
      remote={shown.remote}
      module={shown.module}
      page
      placeholder={<PageSkeleton screen />}
      drawnByServer={server !== undefined}
    />
  );
}
