// The entry of mf-profile's server build (webpack.server.config.js): what the gateway's server renderer calls for
// /auth/login, /profile/reserves and /profile/ticket, as shared-contracts' page contract declares it. The login page
// needs no data from booking-api: the form is drawn as a visitor first meets it. The bookings and tickets pages are
// personal: the gateway's fetcher carries the traveller's token, and `session` names them.
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
import {
  type ListPageData,
  loadListPageData,
  type ReservesPageData,
  reservesPath,
  type TicketsPageData,
  ticketsPath,
} from '../pages/reserves-page-data';
import TicketsPage from '../pages/TicketsPage';

export const contract = PAGE_CONTRACT_VERSION;

const LOGIN = './LoginPage';
const RESERVES = './ReservesPage';
const TICKETS = './TicketsPage';

function pageName(module: string): typeof LOGIN | typeof RESERVES | typeof TICKETS {
  if (module === LOGIN || module === RESERVES || module === TICKETS) return module;
  throw new Error(`mf-profile renders no ${module} on the server`);
}

const TITLES = { [RESERVES]: 'رزروهای من', [TICKETS]: 'تیکت‌های پشتیبانی' };

/**
 * Nothing to load; the page's data only says which page it is, so the shell's start-up script knows the page is the
 * server's until it hydrates (a mobile typed and sent meanwhile is sent again by the app, never by the browser).
 */
export async function loadData({
  module,
  search,
  fetcher,
  signal,
}: PageDataRequest): Promise<LoginPageData | ListPageData<unknown>> {
  const name = pageName(module);
  if (name === LOGIN) return { page: 'login' };
  const path = name === RESERVES ? reservesPath : ticketsPath;
  return loadListPageData(path(new URLSearchParams(search)), fetcher, signal);
}

/**
 * The page as HTML; /profile/reserves for the traveller the gateway's token check names (a personal route).
 * Synchronous (renderToString), bounded by the gateway.
 */
export function render({ module, data, url, site, session = null }: PageRenderRequest): PageRenderOutput {
  const { pathname, search } = new URL(url);
  const name = pageName(module);
  if (name !== LOGIN) {
    applySession(session);
    const page =
      name === RESERVES ? (
        <ReservesPage serverData={data as ReservesPageData} />
      ) : (
        <TicketsPage serverData={data as TicketsPageData} />
      );
    const list = renderTree(routePathOf('mf_profile', name), `${pathname}${search}`, page, site);
    const head = { title: HOME_PAGE_TITLE, description: TITLES[name], canonical: url, og: {} };
    return { ...list, head, status: 200 };
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
