// The entry of mf-profile's server build (webpack.server.config.js): what the gateway's server renderer calls for the
// login page and the profile's pages, as shared-contracts' page contract declares it. Each page's data is what it
// reads from booking-api on its first render (pages/server-reads.ts), read with the gateway's fetcher (the
// traveller's token travels in it: these routes are personal) and dehydrated by TanStack Query; the page is drawn
// with those reads in its QueryClient, and hydrates with them (withServerQueries). The login page reads nothing.
import {
  HOME_PAGE_TITLE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageRenderOutput,
  type PageRenderRequest,
} from '@rahi/shared-contracts';
import type { ServerQueriesData } from '@rahi/shared-ui/server-data';
import { applySession, loadServerQueries, renderTree, routePathOf } from '@rahi/shared-ui/server-render';
import type { ComponentType } from 'react';
import LoginPage, { LOGIN_PAGE_TITLE } from '../pages/LoginPage';
import PassengersPage from '../pages/PassengersPage';
import ProfileEditPage from '../pages/ProfileEditPage';
import ProfilePage from '../pages/ProfilePage';
import ReservesPage from '../pages/ReservesPage';
import { PROFILE_PAGE_READS } from '../pages/server-reads';
import TicketPage from '../pages/TicketPage';
import TicketsPage from '../pages/TicketsPage';
import TransactionsPage from '../pages/TransactionsPage';

export const contract = PAGE_CONTRACT_VERSION;

const LOGIN = './LoginPage';

/** Each page, and its description in the head (the route's name). */
const PAGES: Record<string, { Page: ComponentType; description: string }> = {
  [LOGIN]: { Page: LoginPage, description: LOGIN_PAGE_TITLE },
  './ProfilePage': { Page: ProfilePage, description: 'حساب کاربری' },
  './ProfileEditPage': { Page: ProfileEditPage, description: 'ویرایش اطلاعات' },
  './ReservesPage': { Page: ReservesPage, description: 'رزروهای من' },
  './TicketsPage': { Page: TicketsPage, description: 'تیکت‌های پشتیبانی' },
  './TicketPage': { Page: TicketPage, description: 'تیکت پشتیبانی' },
  './TransactionsPage': { Page: TransactionsPage, description: 'تراکنش‌ها' },
  './PassengersPage': { Page: PassengersPage, description: 'مسافران قبلی' },
};

function pageOf(module: string) {
  const page = PAGES[module];
  const reads = PROFILE_PAGE_READS[module];
  if (!page || !reads) throw new Error(`mf-profile renders no ${module} on the server`);
  return { ...page, reads };
}

/**
 * The page's reads, for the address. @throws Error when booking-api refuses one (the token no longer holds) or
 * cannot answer: the page is then drawn in the browser, which logs a refused session out.
 */
export async function loadData({
  module,
  params,
  search,
  fetcher,
  signal,
}: PageDataRequest): Promise<ServerQueriesData> {
  const { reads } = pageOf(module);
  return loadServerQueries(module, reads(params, new URLSearchParams(search)), fetcher, signal);
}

/**
 * The page as HTML, for the traveller the gateway's token check names (the profile's routes are personal; the
 * login page is for a visitor). Synchronous (renderToString), bounded by the gateway.
 */
export function render({ module, data, url, site, session = null }: PageRenderRequest): PageRenderOutput {
  const { pathname, search } = new URL(url);
  const { Page, description } = pageOf(module);
  applySession(session);
  const { queries } = data as ServerQueriesData;
  const drawn = renderTree(
    routePathOf('mf_profile', module),
    `${pathname}${search}`,
    <Page />,
    site,
    queries,
  );
  if (module !== LOGIN)
    return { ...drawn, head: { title: HOME_PAGE_TITLE, description, canonical: url, og: {} }, status: 200 };
  const canonical = new URL('/auth/login', url).toString();
  return {
    ...drawn,
    head: {
      title: HOME_PAGE_TITLE,
      description,
      canonical,
      og: { title: LOGIN_PAGE_TITLE, url: canonical, type: 'website' },
    },
    status: 200,
  };
}
