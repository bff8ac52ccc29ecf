// What /voucher is drawn from: the booking the address's reserve id and mobile find (one "not found" for any wrong
// pair; too many wrong pairs, 429) and, for a booking that has a voucher, its hotel. The gateway's server render
// reads them with the client's address (booking-api limits wrong pairs per address, as for the lookup API) into
// TanStack Query's dehydrated state, a refusal included, and the page hydrates with it (withServerQueries).
import { type PageFetcher, voucherRefusal } from '@rahi/shared-contracts';
import type { Booking } from '@rahi/shared-contracts/api';
import { apiQueryKey, createQueryClient } from '@rahi/shared-ui/query';
import type { ServerQueriesData } from '@rahi/shared-ui/server-data';
import { readServerQueries, serverQueriesOf } from '@rahi/shared-ui/server-render';
import { bookingPath, hotelPathOf, lookupOf } from '../state/use-reserve-lookup';

/** A lookup's refusals the server draws (a wrong pair, too many): the browser must not ask them again. */
export const LOOKUP_REFUSALS = [404, 429];

/** The reserve id and mobile of a /voucher address, and whether it asks for the invoice. */
export function readVoucherAddress(params: URLSearchParams) {
  const flag = params.get('isFactor');
  const isFactor = flag !== null && flag !== '0' && flag !== 'false';
  return { lookup: lookupOf(params), isFactor };
}

/**
 * The page's reads for the address's query: the booking, then its hotel when it has a voucher.
 * @throws Error when booking-api cannot answer: the gateway then leaves the page to the browser.
 */
export async function loadVoucherPageData(
  module: string,
  search: string,
  fetcher: PageFetcher,
  signal?: AbortSignal,
): Promise<ServerQueriesData> {
  const client = createQueryClient();
  const { lookup } = readVoucherAddress(new URLSearchParams(search));
  if (lookup) {
    await readServerQueries(client, [bookingPath(lookup)], fetcher, {
      signal,
      drawnRefusals: LOOKUP_REFUSALS,
    });
    const booking = client.getQueryData<Booking>(apiQueryKey(bookingPath(lookup)));
    if (booking && !voucherRefusal(booking.status))
      await readServerQueries(client, [hotelPathOf(booking)], fetcher, { signal });
  }
  return serverQueriesOf(module, client);
}
