// The entry of mf-reservation's server build (webpack.server.config.js): what the gateway's server renderer calls
// for /reservation, as shared-contracts' page contract declares it. The route is personal: the gateway's fetcher
// carries the browser's draft session and login token, and `session` says who the server found logged in.
import {
  HOME_PAGE_TITLE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageRenderOutput,
  type PageRenderRequest,
} from '@rahi/shared-contracts';
import { applySession, renderTree, routePathOf } from '@rahi/shared-ui/server-render';
import { BOOKING_API_DRAFT_PATHS } from '../api/draft';
import ReservationPage from '../pages/ReservationPage';
import { loadReservationPageData, type ReservationPageData } from '../pages/reservation-page-data';
import { TEXTS } from '../texts';

export const contract = PAGE_CONTRACT_VERSION;

const RESERVATION = './ReservationPage';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkModule(module: string): void {
  if (module !== RESERVATION) throw new Error(`mf-reservation renders no ${module} on the server`);
}

/**
 * The draft the address names, re-priced, read as the browser session's; an address without a draft id draws its
 * Persian page with no call.
 */
export async function loadData({ module, search, fetcher, signal }: PageDataRequest): Promise<unknown> {
  checkModule(module);
  const reservationId = new URLSearchParams(search).get('reservationId') ?? '';
  if (!UUID.test(reservationId))
    return { reservationId, outcome: { kind: 'missing' }, offers: null, hotel: null };
  return loadReservationPageData(reservationId, fetcher, BOOKING_API_DRAFT_PATHS, signal);
}

/** The page as HTML for whom the server found logged in. Synchronous (renderToString), bounded by the gateway. */
export function render({ module, data, url, site, session = null }: PageRenderRequest): PageRenderOutput {
  checkModule(module);
  applySession(session);
  const { pathname, search } = new URL(url);
  const { html, styles } = renderTree(
    routePathOf('mf_reservation', RESERVATION),
    `${pathname}${search}`,
    <ReservationPage serverData={data as ReservationPageData} />,
    site,
  );
  // Never indexed (the gateway writes noindex for a personal page): the title the shell gives the route.
  return {
    html,
    styles,
    head: { title: HOME_PAGE_TITLE, description: TEXTS.pageTitle, canonical: url, og: {} },
    status: 200,
  };
}
