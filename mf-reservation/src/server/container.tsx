// mf-reservation's server container's './server' (webpack.server.config.js, ADR 0037): what the gateway's server
// renderer calls for /reservation, /voucher, the bank's return (/payment-status), the payment's outcome
// (/payment-success, /payment-failure) and /reserve-status, as shared-contracts' page contract declares it. Every
// one is personal: the gateway's fetcher carries the browser's draft session, login token and address, and
// `session` says who the server found logged in.
import {
  HOME_PAGE_TITLE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageRenderRequest,
  type ServerContainerModule,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { createQueryClient } from '@rahi/shared-ui/query';
import type { ServerQueriesData } from '@rahi/shared-ui/server-data';
import { applySession, DrawnReads, loadServerQueries, serverQueriesOf } from '@rahi/shared-ui/server-render';
import type { ComponentType, ReactElement } from 'react';
import { BOOKING_API_DRAFT_PATHS } from '../api/draft';
import PaymentFailurePage from '../pages/PaymentFailurePage';
import PaymentStatusPage from '../pages/PaymentStatusPage';
import PaymentSuccessPage from '../pages/PaymentSuccessPage';
import ReservationPage from '../pages/ReservationPage';
import ReserveStatusPage from '../pages/ReserveStatusPage';
import { loadReservationPageData, type ReservationPageData } from '../pages/reservation-page-data';
import VoucherPage from '../pages/VoucherPage';
import { LOOKUP_REFUSALS, loadVoucherPageData, readVoucherAddress } from '../pages/voucher-page-data';
import { ownBookingPath, RESERVE_ID } from '../state/use-booking';
import { paymentReturnOf } from '../state/use-payment-verify';
import { bookingPath, lookupOf } from '../state/use-reserve-lookup';
import { TEXTS } from '../texts';
import { VOUCHER_TEXTS } from '../voucher-texts';
import { verifyOnServer } from './verify-payment';

export const contract = PAGE_CONTRACT_VERSION;

const RESERVATION = './ReservationPage';
const VOUCHER = './VoucherPage';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The pages drawn from booking-api reads (TanStack Query's dehydrated state, withServerQueries in the browser). The
 * payment's outcome: the booking the address's reserve id names, read without a mobile (this browser session's or
 * the token's own booking; any other is refused, and the gateway leaves the page to the browser, which asks with
 * the mobile this tab booked with). /reserve-status: the lookup its address's reserve id and mobile make, a refusal
 * drawn too (LOOKUP_REFUSALS). An address that names no booking reads nothing. /payment-status: the verification of
 * the bank's return (use-payment-verify.ts), a refusal drawn too.
 */
const READ_PAGES: Record<string, { Page: ComponentType; title: string }> = {
  './PaymentSuccessPage': { Page: PaymentSuccessPage, title: TEXTS.successTitle },
  './PaymentFailurePage': { Page: PaymentFailurePage, title: TEXTS.failureTitle },
  './ReserveStatusPage': { Page: ReserveStatusPage, title: VOUCHER_TEXTS.pageTitle },
  './PaymentStatusPage': { Page: PaymentStatusPage, title: TEXTS.statusTitle },
};

function pageName(module: string): typeof RESERVATION | typeof VOUCHER {
  if (module === RESERVATION || module === VOUCHER) return module;
  throw new Error(`mf-reservation renders no ${module} on the server`);
}

/**
 * /reservation: the draft the address names, re-priced, read as the browser session's (an address without a draft
 * id draws its Persian page with no call). /voucher: the booking of the address's reserve id and mobile.
 */
export async function loadData({
  module,
  search,
  session,
  fetcher,
  signal,
}: PageDataRequest): Promise<unknown> {
  if (module === './ReserveStatusPage') {
    const lookup = lookupOf(new URLSearchParams(search));
    return loadServerQueries(module, lookup ? [bookingPath(lookup)] : [], fetcher, signal, LOOKUP_REFUSALS);
  }
  if (module === './PaymentStatusPage') {
    // What the gateway's own verification (gateway/src/payment-return) left to the page: asked again (a replay
    // answers the same) and drawn, a refusal as it is. An address without an Authority asks nothing.
    const payment = paymentReturnOf(new URLSearchParams(search));
    const client = createQueryClient();
    if (payment) await verifyOnServer(client, payment, fetcher, signal);
    return serverQueriesOf(module, client);
  }
  if (READ_PAGES[module]) {
    const reserveId = new URLSearchParams(search).get('reserveId') ?? '';
    const reads = RESERVE_ID.test(reserveId) ? [ownBookingPath(reserveId)] : [];
    return loadServerQueries(module, reads, fetcher, signal);
  }
  if (pageName(module) === VOUCHER) return loadVoucherPageData(module, search, fetcher, signal);
  const reservationId = new URLSearchParams(search).get('reservationId') ?? '';
  if (!UUID.test(reservationId))
    return { reservationId, outcome: { kind: 'missing' }, offers: null, hotel: null };
  return loadReservationPageData(reservationId, fetcher, BOOKING_API_DRAFT_PATHS, {
    signal,
    traveller: session !== null,
  });
}

/**
 * The page's element for whom the server found logged in (`session`, put on the bus), its head and status: drawn
 * inside the shell's tree by the gateway (the container's './server', ADR 0037) or alone by render(). A page drawn
 * from its reads carries them in a HydrationBoundary, so they are in the QueryClient it renders with.
 */
export function page({ module, data, url, session = null }: PageRenderRequest) {
  applySession(session);
  const { search, origin } = new URL(url);
  const outcome = READ_PAGES[module];
  if (outcome) {
    const { Page, title } = outcome;
    // Never indexed (a personal page): the title the shell gives the route.
    return {
      element: (
        <DrawnReads queries={(data as ServerQueriesData).queries}>
          <Page />
        </DrawnReads>
      ),
      head: { title: HOME_PAGE_TITLE, description: title, canonical: url, og: {} },
      status: 200,
    };
  }
  if (pageName(module) === VOUCHER) {
    const { lookup } = readVoucherAddress(new URLSearchParams(search));
    const title = lookup
      ? `${VOUCHER_TEXTS.showVoucher} ${toPersianDigits(lookup.reserveId)}`
      : HOME_PAGE_TITLE;
    return {
      element: (
        <DrawnReads queries={(data as ServerQueriesData).queries}>
          <VoucherPage origin={origin} />
        </DrawnReads>
      ),
      head: { title, description: title, canonical: url, og: {} },
      status: 200,
    };
  }
  // Never indexed (the gateway writes noindex for a personal page): the title the shell gives the route.
  return {
    element: <ReservationPage serverData={data as ReservationPageData} />,
    head: { title: HOME_PAGE_TITLE, description: TEXTS.pageTitle, canonical: url, og: {} },
    status: 200,
  };
}

export default { contract, loadData, page } satisfies ServerContainerModule<ReactElement>;
