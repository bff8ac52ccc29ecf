// mf-reservation's server render of /voucher: the booking the address's pair finds (and its hotel), drawn with the
// voucher's heading before any JavaScript, and hydrated by the browser's own tree without a mismatch or a second
// lookup; a wrong pair (or too many) is the same Persian page on both sides, asking booking-api nothing more.
import { BOOKING_MESSAGES, MESSAGES, type PageFetcher, VOUCHER_MESSAGES } from '@rahi/shared-contracts';
import type { ServerQueriesData } from '@rahi/shared-ui/server-data';
import { hydrateServerHtml, recordFetches } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import VoucherPage from '../pages/VoucherPage';
import { booking, hotel, MOBILE } from '../testing/voucher-fixtures';
import { loadData } from './container';
import { fakeFetcher, render } from './test-data';

const ADDRESS = `/voucher?reserveId=${booking.reserveId}&mobile=${MOBILE}`;
const URL_OF = (address: string) => `http://localhost${address}`;
const request = (fetcher: Parameters<typeof loadData>[0]['fetcher'], address = ADDRESS) => ({
  module: './VoucherPage',
  params: {},
  stay: { checkin: '2026-12-24', nights: 2 },
  search: new URL(URL_OF(address)).search.slice(1),
  fetcher,
});

/** The paths the dehydrated reads hold, with the status of each. */
const readsOf = (data: unknown) =>
  (data as ServerQueriesData).queries.queries.map((query) => [query.queryKey[1], query.state.status]);

const BOOKING_PATH = `/bookings/${booking.reserveId}?mobile=${MOBILE}`;
const answering = (call: { endPoint: string }) => ({
  ok: true as const,
  data: call.endPoint.startsWith('/bookings/') ? booking : hotel,
});

describe('loadData for /voucher', () => {
  it("reads the pair's booking, then its hotel", async () => {
    const { fetcher, calls } = fakeFetcher(answering);

    expect(readsOf(await loadData(request(fetcher)))).toEqual([
      [BOOKING_PATH, 'success'],
      [`/hotels/${booking.hotel.id}`, 'success'],
    ]);
    expect(calls.map((call) => call.endPoint)).toEqual([BOOKING_PATH, `/hotels/${booking.hotel.id}`]);
  });

  it('keeps a wrong pair and too many as the refusal they are, and an address without a pair asks nothing', async () => {
    const { fetcher, calls } = fakeFetcher(() => undefined);
    expect(readsOf(await loadData(request(fetcher)))).toEqual([[BOOKING_PATH, 'error']]);
    expect(readsOf(await loadData(request(fetcher, '/voucher?reserveId=1')))).toEqual([]);
    expect(calls).toHaveLength(1);

    const tooMany = fakeFetcher(() => ({ ok: false, status: 429, errors: [MESSAGES.tooManyRequests] }));
    expect(readsOf(await loadData(request(tooMany.fetcher)))).toEqual([[BOOKING_PATH, 'error']]);
  });

  it('throws when booking-api cannot answer, for the browser to try', async () => {
    const { fetcher } = fakeFetcher(() => ({ ok: false, status: 503, errors: [] }));

    await expect(loadData(request(fetcher))).rejects.toThrow('503');
  });
});

describe('the server-drawn voucher, in the browser', () => {
  let unmount = () => {};
  let fetchCalls: string[] = [];

  beforeEach(() => {
    fetchCalls = recordFetches();
  });

  afterEach(() => unmount());

  async function hydrate(fetcher: PageFetcher, address = ADDRESS) {
    const data = await loadData(request(fetcher, address));
    const drawn = render({
      module: './VoucherPage',
      data,
      url: URL_OF(address),
      site: { commentsOpen: true },
    });
    // What the gateway writes into the page, as JSON.
    window.__RAHI_VOUCHER__ = JSON.parse(JSON.stringify(data));
    const hydrated = hydrateServerHtml(drawn.html, '/voucher', address, <VoucherPage />);
    unmount = hydrated.unmount;
    return { mismatches: hydrated.mismatches, head: drawn.head };
  }

  it('hydrates the voucher without a mismatch or a second lookup, its title the reserve id', async () => {
    const { mismatches, head } = await hydrate(fakeFetcher(answering).fetcher);

    expect(mismatches).toEqual([]);
    expect(fetchCalls).toEqual([]);
    expect(window.__RAHI_VOUCHER__).toBeUndefined();
    expect(screen.getByRole('heading', { name: VOUCHER_MESSAGES.voucherTitle })).toBeInTheDocument();
    expect(screen.getByTestId('voucher-reserve-id')).toHaveTextContent('۷۳۹۲۰۴۱۸');
    expect(head.title).toBe('واچر ۷۳۹۲۰۴۱۸');
  });

  it.each([
    [404, BOOKING_MESSAGES.bookingNotFound],
    [429, MESSAGES.tooManyRequests],
  ])('hydrates a %i as its Persian page without asking booking-api again', async (status, message) => {
    const refused = fakeFetcher(() => ({ ok: false, status, errors: [message] }));
    const { mismatches } = await hydrate(refused.fetcher);

    expect(mismatches).toEqual([]);
    expect(screen.getByText(message)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchCalls).toEqual([]);
  });
});
