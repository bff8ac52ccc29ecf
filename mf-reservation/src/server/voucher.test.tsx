// mf-reservation's server render of /voucher: the booking the address's pair finds (and its hotel), drawn with the
// voucher's heading before any JavaScript, and hydrated by the browser's own tree without a mismatch or a second
// lookup; a wrong pair is the same Persian "not found" on both sides, asking booking-api nothing more.
import { BOOKING_MESSAGES, VOUCHER_MESSAGES } from '@rahi/shared-contracts';
import type { HotelDetails } from '@rahi/shared-contracts/api';
import { hydrateServerHtml, recordFetches } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import VoucherPage from '../pages/VoucherPage';
import type { VoucherPageData } from '../pages/voucher-page-data';
import { booking, hotel, MOBILE } from '../testing/voucher-fixtures';
import { loadData, render } from './index';
import { fakeFetcher } from './test-data';

const ADDRESS = `/voucher?reserveId=${booking.reserveId}&mobile=${MOBILE}`;
const URL_OF = (address: string) => `http://localhost${address}`;
const request = (fetcher: Parameters<typeof loadData>[0]['fetcher'], address = ADDRESS) => ({
  module: './VoucherPage',
  params: {},
  stay: { checkin: '2026-12-24', nights: 2 },
  search: new URL(URL_OF(address)).search.slice(1),
  fetcher,
});

describe('loadData for /voucher', () => {
  it("reads the pair's booking and its hotel", async () => {
    const { fetcher, calls } = fakeFetcher((call) => ({
      ok: true,
      data: call.endPoint.startsWith('/bookings/') ? booking : hotel,
    }));

    expect(await loadData(request(fetcher))).toEqual({
      lookup: { reserveId: booking.reserveId, mobile: MOBILE },
      booking,
      hotel,
    });
    expect(calls.map((call) => call.endPoint)).toEqual([
      `/bookings/${booking.reserveId}?mobile=${MOBILE}`,
      `/hotels/${booking.hotel.id}`,
    ]);
  });

  it('answers a wrong pair with no booking, and an address without one asks nothing', async () => {
    const { fetcher, calls } = fakeFetcher(() => undefined);

    expect(await loadData(request(fetcher))).toMatchObject({ booking: null, hotel: null });
    expect(await loadData(request(fetcher, '/voucher?reserveId=1'))).toMatchObject({ lookup: null });
    expect(calls).toHaveLength(1);
  });

  it('throws when booking-api refuses for another reason (too many wrong pairs), for the browser to show', async () => {
    const { fetcher } = fakeFetcher(() => ({ ok: false, status: 429, errors: ['بعداً تلاش کنید.'] }));

    await expect(loadData(request(fetcher))).rejects.toThrow('429');
  });
});

describe('the server-drawn voucher, in the browser', () => {
  let unmount = () => {};
  let fetchCalls: string[] = [];

  beforeEach(() => {
    fetchCalls = recordFetches();
  });

  afterEach(() => unmount());

  function hydrate(data: VoucherPageData, address = ADDRESS) {
    const drawn = render({
      module: './VoucherPage',
      data,
      url: URL_OF(address),
      site: { commentsOpen: true },
    });
    window.__RAHI_VOUCHER__ = data;
    const hydrated = hydrateServerHtml(drawn.html, '/voucher', address, <VoucherPage />);
    unmount = hydrated.unmount;
    return { mismatches: hydrated.mismatches, head: drawn.head };
  }

  it('hydrates the voucher without a mismatch or a second lookup, its title the reserve id', () => {
    const { mismatches, head } = hydrate({
      lookup: { reserveId: booking.reserveId, mobile: MOBILE },
      booking,
      hotel: hotel as HotelDetails,
    });

    expect(mismatches).toEqual([]);
    expect(fetchCalls).toEqual([]);
    expect(window.__RAHI_VOUCHER__).toBeUndefined();
    expect(screen.getByRole('heading', { name: VOUCHER_MESSAGES.voucherTitle })).toBeInTheDocument();
    expect(screen.getByTestId('voucher-reserve-id')).toHaveTextContent('۷۳۹۲۰۴۱۸');
    expect(head.title).toBe('واچر ۷۳۹۲۰۴۱۸');
  });

  it('hydrates a wrong pair as "not found" without asking booking-api', () => {
    const { mismatches } = hydrate({
      lookup: { reserveId: booking.reserveId, mobile: MOBILE },
      booking: null,
      hotel: null,
    });

    expect(mismatches).toEqual([]);
    expect(fetchCalls).toEqual([]);
    expect(screen.getByText(BOOKING_MESSAGES.bookingNotFound)).toBeInTheDocument();
  });
});
