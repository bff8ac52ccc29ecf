// The entry of mf-reservation's server build (webpack.server.config.js): what the gateway's server renderer calls
// for /reservation and /voucher, as shared-contracts' page contract declares it. Both routes are personal: the
// gateway's fetcher carries the browser's draft session, login token and address, and `session` says who the
// server found logged in.
import {
  HOME_PAGE_TITLE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageRenderOutput,
  type PageRenderRequest,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { applySession, renderTree, routePathOf } from '@rahi/shared-ui/server-render';
import { BOOKING_API_DRAFT_PATHS } from '../api/draft';
import ReservationPage from '../pages/ReservationPage';
import { loadReservationPageData, type ReservationPageData } from '../pages/reservation-page-data';
import VoucherPage from '../pages/VoucherPage';
import { loadVoucherPageData, type VoucherPageData } from '../pages/voucher-page-data';
import { TEXTS } from '../texts';
import { VOUCHER_TEXTS } from '../voucher-texts';

export const contract = PAGE_CONTRACT_VERSION;

const RESERVATION = './ReservationPage';
const VOUCHER = './VoucherPage';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pageName(module: string): typeof RESERVATION | typeof VOUCHER {
  if (module === RESERVATION || module === VOUCHER) return module;
  throw new Error(`mf-reservation renders no ${module} on the server`);
}

/**
 * /reservation: the draft the address names, re-priced, read as the browser session's (an address without a draft
 * id draws its Persian page with no call). /voucher: the booking of the address's reserve id and mobile.
 */
export async function loadData({ module, search, fetcher, signal }: PageDataRequest): Promise<unknown> {
  if (pageName(module) === VOUCHER) return loadVoucherPageData(search, fetcher, signal);
  const reservationId = new URLSearchParams(search).get('reservationId') ?? '';
  if (!UUID.test(reservationId))
    return { reservationId, outcome: { kind: 'missing' }, offers: null, hotel: null };
  return loadReservationPageData(reservationId, fetcher, BOOKING_API_DRAFT_PATHS, signal);
}

/** The page as HTML for whom the server found logged in. Synchronous (renderToString), bounded by the gateway. */
export function render({ module, data, url, site, session = null }: PageRenderRequest): PageRenderOutput {
  applySession(session);
  const { pathname, search, origin } = new URL(url);
  if (pageName(module) === VOUCHER) {
    const voucher = renderTree(
      routePathOf('mf_reservation', VOUCHER),
      `${pathname}${search}`,
      <VoucherPage serverData={data as VoucherPageData} origin={origin} />,
      site,
    );
    const { lookup } = data as VoucherPageData;
    const title = lookup
      ? `${VOUCHER_TEXTS.showVoucher} ${toPersianDigits(lookup.reserveId)}`
      : HOME_PAGE_TITLE;
    return { ...voucher, head: { title, description: title, canonical: url, og: {} }, status: 200 };
  }
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
