// What each profile page reads from booking-api on its first render, as paths of its address: the gateway's server
// render reads them with the traveller's token (server/index.tsx, loadServerQueries) and the page hydrates with
// them in its QueryClient (withServerQueries), asking for none of them again. A path missing here is read by the
// browser after hydration, as before the server drew the page; a path here the page does not read is wasted.
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { BOOKING_STATUSES, TICKET_STATUSES } from '@rahi/shared-contracts/api';
import { withServerQueries } from '@rahi/shared-ui/server-data';
import type { ComponentType } from 'react';
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

type Params = Readonly<Record<string, string | undefined>>;

/** The wallet ledger's page in the address (?page=, from 1). */
export function ledgerPage(search: URLSearchParams): number {
  const asked = Number(search.get('page'));
  return Number.isInteger(asked) && asked > 1 ? asked : 1;
}

/** The route table's modules of mf-profile the server draws, and what each reads for an address. */
export const PROFILE_PAGE_READS: Record<string, (params: Params, search: URLSearchParams) => string[]> = {
  './LoginPage': () => [],
  './ProfilePage': () => [PROFILE_PATH, profileBookingsPath(null, 1), OPEN_TICKETS_PATH],
  './ProfileEditPage': () => [PROFILE_PATH, NOTIFICATION_PREFERENCES_PATH],
  './ReservesPage': (_, search) => {
    const { status, page } = readListQuery(search, BOOKING_STATUSES);
    return [profileBookingsPath(status, page)];
  },
  './TicketsPage': (_, search) => {
    const { status, page } = readListQuery(search, TICKET_STATUSES);
    return [ticketsPath(status, page)];
  },
  './TicketPage': (params) => [ticketPath(params.id ?? '')],
  './TransactionsPage': (_, search) => [
    walletTransactionsPath(ledgerPage(search)),
    WITHDRAWALS_PATH,
    CARD_PAYMENTS_PATH,
  ],
  './PassengersPage': () => [PASSENGERS_PATH],
};

/**
 * A profile page as mf-profile exposes it: its first render takes the server's reads (window.__RAHI_PROFILE__),
 * and the shell's start-up script knows the page is the server's until that global is gone.
 * @example export default profilePage('./PassengersPage', PassengersPage);
 */
export const profilePage = <P extends object>(module: string, Page: ComponentType<P>) =>
  withServerQueries(SERVER_DATA_GLOBALS.profile, module, Page);
