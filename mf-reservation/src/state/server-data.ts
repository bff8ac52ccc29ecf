// The reservation page's data from the server (window.__RAHI_RESERVATION__), taken by the page's first browser
// render when it is for the same draft (shared-ui's server-data reader), then forgotten: a later visit re-prices.
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { forgetServerData, readServerData } from '@rahi/shared-ui/server-data';
import type { ReservationPageData } from '../pages/reservation-page-data';

/** The server's data for the draft `reservationId`, or undefined (another draft's, none, or not in a browser). */
export const serverReservationData = (reservationId: string) =>
  readServerData<ReservationPageData>(
    SERVER_DATA_GLOBALS.reservation,
    (data) => data.reservationId === reservationId && !!data.outcome,
  );

/** Forgets the server's data once used. */
export const forgetServerReservationData = () => forgetServerData(SERVER_DATA_GLOBALS.reservation);
