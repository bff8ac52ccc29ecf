// The entry of mf-profile's server build (webpack.server.config.js): what the gateway's server renderer calls for
// /auth/login and /profile/reserves, as shared-contracts' page contract declares it. The login page needs no data
// from booking-api: the form is drawn as a visitor first meets it. The bookings page is personal: the gateway's
// fetcher carries the traveller's token, and `session` names them.
import {
  HOME_PAGE_TITLE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageRenderOutput,
  type PageRenderRequest,
} from '@rahi/shared-contracts';
import { applySession, renderTree, routePathOf } from '@rahi/shared-ui/server-render';
import LoginPage, { LOGIN_PAGE_TITLE, type LoginPageData } from '../pages/LoginPage';
import ReservesPage from '../pages/ReservesPage';
import { loadReservesPageData, type ReservesPageData } from '../pages/reserves-page-data';

export const contract = PAGE_CONTRACT_VERSION;

const LOGIN = './LoginPage';
const RESERVES = './ReservesPage';

function pageName(module: string): typeof LOGIN | typeof RESERVES {
  if (module === LOGIN || module === RESERVES) return module;
  throw new Error(`mf-profile renders no ${module} on the server`);
}

const RESERVES_TITLE = 'رزروهای من';

/**
 * Nothing to load; the page's data only says which page it is, so the shell's start-up script knows the page is the
 * server's until it hydrates (a mobile typed and sent meanwhile is sent again by the app, never by the browser).
 */
export async function loadData({
  module,
  search,
  fetcher,
  signal,
}: PageDataRequest): Promise<LoginPageData | ReservesPageData> {
  if (pageName(module) === RESERVES) return loadReservesPageData(search, fetcher, signal);
  return { page: 'login' };
}

/**
 * The page as HTML; /profile/reserves for the traveller the gateway's token check names (a personal route).
 * Synchronous (renderToString), bounded by the gateway.
 */
export function render({ module, data, url, site, session = null }: PageRenderRequest): PageRenderOutput {
  const { pathname, search } = new URL(url);
  if (pageName(module) === RESERVES) {
    applySession(session);
    const reserves = renderTree(
      routePathOf('mf_profile', RESERVES),
      `${pathname}${search}`,
      <ReservesPage serverData={data as ReservesPageData} />,
      site,
    );
    const head = { title: HOME_PAGE_TITLE, description: RESERVES_TITLE, canonical: url, og: {} };
    return { ...reserves, head, status: 200 };
  }
  const { html, styles } = renderTree(
    routePathOf('mf_profile', LOGIN),
    `${pathname}${search}`,
    <LoginPage />,
    site,
  );
  const canonical = new URL('/auth/login', url).toString();
  return {
    html,
    styles,
    head: {
      title: HOME_PAGE_TITLE,
      description: LOGIN_PAGE_TITLE,
      canonical,
      og: { title: LOGIN_PAGE_TITLE, url: canonical, type: 'website' },
    },
    status: 200,
  };
}
