// The voucher page's data from the server (window.__RAHI_VOUCHER__), taken by the page's first browser render
// when it is for the same reserve id and mobile, then forgotten: a later visit asks booking-api again.
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { forgetServerData, readServerData } from '@rahi/shared-ui/server-data';
import type { VoucherPageData } from '../pages/voucher-page-data';
import type { ReserveLookup } from './use-reserve-lookup';

/** The server's data for `lookup`, or undefined (another booking's, none, or not in a browser). */
export const serverVoucherData = (lookup: ReserveLookup | null) =>
  readServerData<VoucherPageData>(
    SERVER_DATA_GLOBALS.voucher,
    (data) =>
      lookup !== null &&
      data.lookup?.reserveId === lookup.reserveId &&
      data.lookup?.mobile === lookup.mobile &&
      data.booking !== undefined,
  );

export const forgetServerVoucherData = () => forgetServerData(SERVER_DATA_GLOBALS.voucher);
