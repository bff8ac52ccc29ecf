// mf-profile's server container's './server' (webpack.server.config.js, ADR 0037): what the gateway's server renderer calls for the
// login page and the profile's pages, as shared-contracts' page contract declares it. Each page's data is what it
// reads from booking-api on its first render (PAGES below: a path missing there is read by the browser after
// hydration; one the page does not read is wasted), read with the gateway's fetcher (the traveller's token travels
// in it: these routes are personal) and dehydrated by TanStack Query; the page is drawn with those reads in its
// QueryClient, and hydrates with them (pages/profile-page.ts). The login page reads nothing. The saved hotels'
// page is priced for the stay in the request's lastStay cookie, which it reads again in the browser.
import {
  HOME_PAGE_TITLE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageHead,
  type PageRenderRequest,
  type ServerContainerModule,
  todayInTehran,
} from '@rahi/shared-contracts';
import { BOOKING_STATUSES, TICKET_STATUSES } from '@rahi/shared-contracts/api';
import { lastStay } from '@rahi/shared-ui/favourites';
import type { ServerQueriesData } from '@rahi/shared-ui/server-data';
import { applySession, DrawnReads, loadServerQueries, routePathOf } from '@rahi/shared-ui/server-render';
import type { ComponentType, ReactElement } from 'react';
import { favouritesEndPoint, PRICE_ALERTS_PATH } from '../api/favourites';
import { CARD_PAYMENTS_PATH } from '../api/get-card-payments';
import { NOTIFICATION_PREFERENCES_PATH } from '../api/get-notification-preferences';
import { OPEN_TICKETS_PATH } from '../api/get-open-tickets';
import { PASSENGERS_PATH } from '../api/get-passengers';
import { PROFILE_PATH } from '../api/get-profile';
import { profileBookingsPath } from '../api/get-profile-bookings';
import { ticketPath } from '../api/get-ticket';
import { ticketsPath } from '../api/get-tickets';
import { walletTransactionsPath } from '../api/get-wallet-transactions';
import { WITHDRAWALS_PATH } from '../api/get-withdrawals';
import { readListQuery } from '../components/list-query';
import ProfileMenu from '../components/ProfileMenu';
import FavouritesPage, { stayToPrice } from '../pages/FavouritesPage';
import LoginPage, { LOGIN_PAGE_TITLE } from '../pages/LoginPage';
import PassengersPage from '../pages/PassengersPage';
import ProfileEditPage from '../pages/ProfileEditPage';
import ProfilePage from '../pages/ProfilePage';
import ReservesPage from '../pages/ReservesPage';
import TicketPage from '../pages/TicketPage';
import TicketsPage from '../pages/TicketsPage';
import TransactionsPage from '../pages/TransactionsPage';

export const contract = PAGE_CONTRACT_VERSION;

const LOGIN = './LoginPage';
/** The profile layout's menu, exposed so: drawn beside every profile page (page's `areas`). */
const PROFILE_MENU = './ProfileMenu';

type Params = Readonly<Record<string, string | undefined>>;

interface ServerPage {
  /** `cookies`: the request's Cookie header (the saved hotels' page reads the last stay in it). */
  Page: ComponentType<{ cookies?: string }>;
  /** The head's description (the route's name). */
  description: string;
  /** The booking-api paths its first render reads, for the address's params and query and the request's cookies. */
  reads: (params: Params, search: URLSearchParams, cookies: string) => string[];
}

/** The route table's modules of mf-profile the server draws. */
const PAGES: Record<string, ServerPage> = {
  [LOGIN]: { Page: LoginPage, description: LOGIN_PAGE_TITLE, reads: () => [] },
  './ProfilePage': {
    Page: ProfilePage,
    description: 'حساب کاربری',
    reads: () => [PROFILE_PATH, profileBookingsPath(null, 1), OPEN_TICKETS_PATH],
  },
  './ProfileEditPage': {
    Page: ProfileEditPage,
    description: 'ویرایش اطلاعات',
    reads: () => [PROFILE_PATH, NOTIFICATION_PREFERENCES_PATH],
  },
  './ReservesPage': {
    Page: ReservesPage,
    description: 'رزروهای من',
    reads: (_, search) => {
      const { status, page } = readListQuery(search, BOOKING_STATUSES);
      return [profileBookingsPath(status, page)];
    },
  },
  './TicketsPage': {
    Page: TicketsPage,
    description: 'تیکت‌های پشتیبانی',
    reads: (_, search) => {
      const { status, page } = readListQuery(search, TICKET_STATUSES);
      return [ticketsPath(status, page)];
    },
  },
  './TicketPage': {
    Page: TicketPage,
    description: 'تیکت پشتیبانی',
    reads: (params) => [ticketPath(params.id ?? '')],
  },
  './TransactionsPage': {
    Page: TransactionsPage,
    description: 'تراکنش‌ها',
    reads: (_, search) => [
      walletTransactionsPath(readListQuery(search, []).page),
      WITHDRAWALS_PATH,
      CARD_PAYMENTS_PATH,
    ],
  },
  './PassengersPage': { Page: PassengersPage, description: 'مسافران قبلی', reads: () => [PASSENGERS_PATH] },
  './FavouritesPage': {
    Page: FavouritesPage,
    description: 'هتل‌های ذخیره‌شده',
    reads: (_, __, cookies) => [
      favouritesEndPoint(stayToPrice(todayInTehran(), lastStay(cookies))),
      PRICE_ALERTS_PATH,
    ],
  },
};

function pageOf(module: string): ServerPage {
  const page = PAGES[module];
  if (!page) throw new Error(`mf-profile renders no ${module} on the server`);
  return page;
}

/**
 * The page's reads, for the address. @throws Error when booking-api refuses one (the token no longer holds) or
 * cannot answer: the page is then drawn in the browser, which logs a refused session out.
 */
export async function loadData({
  module,
  params,
  search,
  cookies = '',
  fetcher,
  signal,
}: PageDataRequest): Promise<ServerQueriesData> {
  const { reads } = pageOf(module);
  return loadServerQueries(module, reads(params, new URLSearchParams(search), cookies), fetcher, signal);
}

/**
 * The page's element, for the traveller the gateway's token check names (`session`, put on the bus; the profile's
 * routes are personal, the login page is for a visitor), with its reads, head and status: drawn inside the shell's
 * tree by the gateway (the container's './server', ADR 0037) or alone by render().
 */
export function page({ module, data, url, session = null, cookies = '' }: PageRenderRequest): {
  element: ReactElement;
  head: PageHead;
  status: number;
  areas?: Record<string, ReactElement>;
} {
  const { Page, description } = pageOf(module);
  applySession(session);
  const element = (
    <DrawnReads queries={(data as ServerQueriesData).queries}>
      <Page cookies={cookies} />
    </DrawnReads>
  );
  // Every page but the login page is in the shell's profile layout, which draws the menu beside it.
  if (module !== LOGIN)
    return {
      element,
      head: { title: HOME_PAGE_TITLE, description, canonical: url, og: {} },
      status: 200,
      areas: { [PROFILE_MENU]: <ProfileMenu /> },
    };
  const canonical = new URL('/auth/login', url).toString();
  return {
    element,
    head: {
      title: HOME_PAGE_TITLE,
      description,
      canonical,
      og: { title: LOGIN_PAGE_TITLE, url: canonical, type: 'website' },
    },
    status: 200,
  };
}

export default { contract, loadData, page } satisfies ServerContainerModule<ReactElement>;
