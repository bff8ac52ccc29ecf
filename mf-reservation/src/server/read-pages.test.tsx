// The pages mf-reservation draws from booking-api reads. The payment's outcome pages: the booking the address names
// read once, without a mobile (as the browser session's or the token's own), the page's <h1> and facts in the
// HTML, and that markup hydrated by the browser's own tree with the server's read (window.__RAHI_PAYMENT__): no
// mismatch, nothing asked again, even in the tab that booked (which holds the mobile and would otherwise ask with
// it), and the global forgotten.
// /reserve-status: the address's lookup made once, by the server, found or refused, and never asked again.
// /payment-status: what the gateway's verification left to the page (no Authority, a refusal) drawn in Persian and
// hydrated as it is, never verified again by the browser.
import {
  BOOKING_MESSAGES,
  BOOKING_STATUS_NAMES,
  MESSAGES,
  type PageFetcher,
  toPersianDigits,
  voucherRefusal,
} from '@rahi/shared-contracts';
import type { Booking } from '@rahi/shared-contracts/api';
import { hydrateServerHtml, recordFetches } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import PaymentFailurePage from '../pages/PaymentFailurePage';
import PaymentStatusPage from '../pages/PaymentStatusPage';
import PaymentSuccessPage from '../pages/PaymentSuccessPage';
import ReserveStatusPage from '../pages/ReserveStatusPage';
import { saveBookingMobile } from '../state/session-store';
import { MOBILE, booking as paid } from '../testing/voucher-fixtures';
import { TEXTS } from '../texts';
import { VOUCHER_TEXTS } from '../voucher-texts';
import { loadData } from './container';
import { render } from './test-data';

const RESERVE_ID = paid.reserveId;

/** A booking whose payment was cancelled at the bank, its rooms held for ten more minutes. */
const held: Booking = {
  ...paid,
  status: 'pending_payment',
  payment: null,
  holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
};

const CASES = [
  {
    module: './PaymentSuccessPage',
    path: '/payment-success',
    Page: PaymentSuccessPage,
    booking: paid,
    heading: TEXTS.successTitle,
    shows: BOOKING_MESSAGES.bookingConfirmed,
  },
  {
    module: './PaymentFailurePage',
    path: '/payment-failure',
    Page: PaymentFailurePage,
    booking: held,
    heading: TEXTS.failureTitle,
    shows: BOOKING_MESSAGES.paymentCancelled,
  },
] as const;

function requestFor(module: string, search: string, answer: (endPoint: string) => unknown) {
  const asked: string[] = [];
  const fetcher = (async ({ endPoint }: { endPoint: string }) => {
    asked.push(endPoint);
    return answer(endPoint);
  }) as PageFetcher;
  return {
    asked,
    request: { module, params: {}, stay: { checkin: '2026-12-24', nights: 1 }, search, fetcher },
  };
}

describe("the payment's outcome pages drawn by the server", () => {
  let unmount = () => {};
  let fetchCalls: string[] = [];

  beforeEach(() => {
    sessionStorage.clear();
    fetchCalls = recordFetches();
  });

  afterEach(() => {
    unmount();
    delete window.__RAHI_PAYMENT__;
  });

  async function draw(one: (typeof CASES)[number], search = `?reserveId=${RESERVE_ID}`) {
    const { asked, request } = requestFor(one.module, search, () => ({ ok: true, data: one.booking }));
    const data = await loadData(request);
    const drawn = render({
      module: one.module,
      data,
      url: `https://rahi.ir${one.path}${search}`,
      site: { commentsOpen: true },
      session: null,
    });
    return { asked, data, drawn };
  }

  it.each(CASES.map((one) => [one.module, one] as const))(
    "%s: reads the address's booking without a mobile, draws it, hydrates without a mismatch or a second read",
    async (_, one) => {
      const { asked, data, drawn } = await draw(one);
      expect(asked).toEqual([`/bookings/${RESERVE_ID}`]);
      expect(drawn.html).toMatch(new RegExp(`<h1[^>]*>${one.heading}</h1>`));
      expect(drawn.html).toContain(one.shows);
      expect(drawn.html).toContain(toPersianDigits(RESERVE_ID));
      expect(drawn.head.canonical).toBe(`https://rahi.ir${one.path}?reserveId=${RESERVE_ID}`);

      // The tab that booked keeps the mobile: the server's read still serves it.
      saveBookingMobile(RESERVE_ID, MOBILE);
      window.__RAHI_PAYMENT__ = JSON.parse(JSON.stringify(data));
      const { Page } = one;
      const address = `${one.path}?reserveId=${RESERVE_ID}`;
      const hydrated = hydrateServerHtml(drawn.html, one.path, address, <Page />);
      unmount = hydrated.unmount;

      expect(hydrated.mismatches).toEqual([]);
      expect(fetchCalls).toEqual([]);
      expect(window.__RAHI_PAYMENT__).toBeUndefined();
      expect(screen.getByRole('heading', { level: 1, name: one.heading })).toBeInTheDocument();
      expect(screen.getByText(one.shows)).toBeInTheDocument();
    },
  );

  it("hydrates a reloaded failure page (the bank's reason still in its history state) with the booking's reason, as drawn", async () => {
    const one = CASES[1];
    const { data, drawn } = await draw(one);
    window.__RAHI_PAYMENT__ = JSON.parse(JSON.stringify(data));
    const address = {
      pathname: one.path,
      search: `?reserveId=${RESERVE_ID}`,
      state: { reason: 'دلیل بانک' },
    };
    const hydrated = hydrateServerHtml(drawn.html, one.path, address, <PaymentFailurePage />);
    unmount = hydrated.unmount;

    expect(hydrated.mismatches).toEqual([]);
    expect(screen.getByTestId('failure-reason')).toHaveTextContent(BOOKING_MESSAGES.paymentCancelled);
  });

  // Reopened later (a restored tab, a reload, the history), either page says what the booking is now: paid after a
  // retry, never paid, expired, cancelled since. Neither claims a payment that did not happen, nor denies one that did.
  const cancelled: Booking = {
    ...paid,
    status: 'cancelled',
    refund: { amount: 9_000_000, destination: 'wallet', cardPan: null, status: 'done' },
  };
  const expired: Booking = { ...held, status: 'expired' };
  const LATER = [
    [
      'a paid booking on the failure page',
      CASES[1],
      paid,
      TEXTS.successTitle,
      BOOKING_MESSAGES.bookingConfirmed,
      BOOKING_MESSAGES.paymentCancelled,
    ],
    [
      'a held booking on the success page',
      CASES[0],
      held,
      TEXTS.heldTitle,
      voucherRefusal('pending_payment') ?? '',
      BOOKING_MESSAGES.bookingAwaitingHotel,
    ],
    [
      'a cancelled booking on the success page',
      CASES[0],
      cancelled,
      TEXTS.cancelledTitle,
      BOOKING_STATUS_NAMES.cancelled,
      BOOKING_MESSAGES.bookingConfirmed,
    ],
    [
      'a cancelled booking on the failure page',
      CASES[1],
      cancelled,
      TEXTS.cancelledTitle,
      BOOKING_STATUS_NAMES.cancelled,
      BOOKING_MESSAGES.paymentCancelled,
    ],
    [
      'an expired booking on the success page',
      CASES[0],
      expired,
      TEXTS.failureTitle,
      BOOKING_MESSAGES.holdExpired,
      BOOKING_MESSAGES.bookingConfirmed,
    ],
  ] as const;

  it.each(LATER)(
    '%s: says what the booking is now, drawn and hydrated alike',
    async (_, one, booking, heading, shows, never) => {
      const { data, drawn } = await draw({ ...one, booking } as (typeof CASES)[number]);
      expect(drawn.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(drawn.html).toContain(shows);
      expect(drawn.html).not.toContain(never);
      window.__RAHI_PAYMENT__ = JSON.parse(JSON.stringify(data));
      const { Page } = one;
      const hydrated = hydrateServerHtml(
        drawn.html,
        one.path,
        `${one.path}?reserveId=${RESERVE_ID}`,
        <Page />,
      );
      unmount = hydrated.unmount;
      expect(hydrated.mismatches).toEqual([]);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );

  it('offers to pay a held booking reached as a success, and the voucher of a paid one reached as a failure', async () => {
    const success = await draw({ ...CASES[0], booking: held } as (typeof CASES)[number]);
    expect(success.drawn.html).toContain(TEXTS.payHeld);
    expect(success.drawn.html).not.toContain(TEXTS.voucher);
    const failure = await draw({ ...CASES[1], booking: paid } as (typeof CASES)[number]);
    expect(failure.drawn.html).toContain(TEXTS.voucher);
    expect(failure.drawn.html).not.toContain(TEXTS.retry);
    expect(failure.drawn.html).not.toContain(TEXTS.newReservation);
  });

  it('reads nothing for an address without a valid reserve id, and draws the way to look a booking up', async () => {
    const { asked, drawn } = await draw(CASES[0], '?reserveId=12ab');
    expect(asked).toEqual([]);
    expect(drawn.html).toContain(TEXTS.bookingUnknown);
    // The success page does not claim a booking it cannot read.
    expect(drawn.html).toMatch(new RegExp(`<h1[^>]*>${VOUCHER_TEXTS.notFoundTitle}</h1>`));
    expect(drawn.html).not.toContain(TEXTS.successTitle);
  });

  it("throws for a booking that is not this browser's or the token's, so the browser asks with its mobile", async () => {
    const { request } = requestFor('./PaymentSuccessPage', `?reserveId=${RESERVE_ID}`, () => ({
      ok: false,
      status: 404,
      errors: [BOOKING_MESSAGES.bookingNotFound],
    }));
    await expect(loadData(request)).rejects.toThrow('404');
  });

  it('asks with the mobile this tab booked with when the server did not draw the page (the move from the bank)', () => {
    saveBookingMobile(RESERVE_ID, MOBILE);
    const hydrated = hydrateServerHtml(
      '',
      '/payment-success',
      `/payment-success?reserveId=${RESERVE_ID}`,
      <PaymentSuccessPage />,
    );
    unmount = hydrated.unmount;
    expect(fetchCalls.some((call) => call.includes(`/bookings/${RESERVE_ID}?mobile=${MOBILE}`))).toBe(true);
  });
});

describe('/reserve-status drawn by the server (the voucher QR code opens it with both filled in)', () => {
  let unmount = () => {};
  let fetchCalls: string[] = [];
  const address = `/reserve-status?reserveId=${RESERVE_ID}&mobile=${MOBILE}`;
  const lookupPath = `/bookings/${RESERVE_ID}?mobile=${MOBILE}`;

  beforeEach(() => {
    fetchCalls = recordFetches();
  });

  afterEach(() => {
    unmount();
    delete window.__RAHI_LOOKUP__;
  });

  async function drawAndHydrate(answer: unknown) {
    const { asked, request } = requestFor('./ReserveStatusPage', address.split('?')[1] ?? '', () => answer);
    const data = await loadData(request);
    expect(asked).toEqual([lookupPath]);
    const drawn = render({
      module: './ReserveStatusPage',
      data,
      url: `https://rahi.ir${address}`,
      site: { commentsOpen: true },
      session: null,
    });
    expect(drawn.html).toMatch(new RegExp(`<h1[^>]*>${VOUCHER_TEXTS.pageTitle}</h1>`));
    window.__RAHI_LOOKUP__ = JSON.parse(JSON.stringify(data));
    const hydrated = hydrateServerHtml(drawn.html, '/reserve-status', address, <ReserveStatusPage />);
    unmount = hydrated.unmount;
    return { html: drawn.html, mismatches: hydrated.mismatches };
  }

  it('draws the booking found and hydrates with it, looking nothing up again', async () => {
    const { html, mismatches } = await drawAndHydrate({ ok: true, data: paid });
    expect(html).toContain(toPersianDigits(RESERVE_ID));
    expect(mismatches).toEqual([]);
    expect(fetchCalls).toEqual([]);
    expect(window.__RAHI_LOOKUP__).toBeUndefined();
    expect(screen.getByRole('region', { name: VOUCHER_TEXTS.result })).toBeInTheDocument();
  });

  it.each([
    [404, BOOKING_MESSAGES.bookingNotFound],
    [429, MESSAGES.tooManyRequests],
  ])(
    'draws a %i refusal and hydrates with it, never asking (and counting) it again',
    async (status, message) => {
      const { html, mismatches } = await drawAndHydrate({ ok: false, status, errors: [message] });
      expect(html).toContain(message);
      expect(mismatches).toEqual([]);
      expect(screen.getByTestId('lookup-failure')).toHaveTextContent(message);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetchCalls).toEqual([]);
    },
  );

  it('reads nothing for an address that names no booking, and draws the empty form', async () => {
    const { asked, request } = requestFor('./ReserveStatusPage', 'reserveId=123&mobile=0912', () => ({
      ok: true,
    }));
    await loadData(request);
    expect(asked).toEqual([]);
  });
});

describe('/payment-status drawn by the server (what the gateway did not send on)', () => {
  let unmount = () => {};
  let fetchCalls: string[] = [];
  const AUTHORITY = `S${'0'.repeat(35)}`;

  beforeEach(() => {
    fetchCalls = recordFetches();
  });

  afterEach(() => {
    unmount();
    delete window.__RAHI_PAYMENT__;
  });

  async function drawAndHydrate(search: string, answer: unknown) {
    const { asked, request } = requestFor('./PaymentStatusPage', search, () => answer);
    const data = await loadData(request);
    const address = `/payment-status?${search}`;
    const drawn = render({
      module: './PaymentStatusPage',
      data,
      url: `https://rahi.ir${address}`,
      site: { commentsOpen: true },
      session: null,
    });
    window.__RAHI_PAYMENT__ = JSON.parse(JSON.stringify(data));
    const hydrated = hydrateServerHtml(drawn.html, '/payment-status', address, <PaymentStatusPage />);
    unmount = hydrated.unmount;
    return { asked, html: drawn.html, mismatches: hydrated.mismatches };
  }

  it("draws booking-api's refusal in Persian and hydrates with it, never verifying again", async () => {
    const { asked, html, mismatches } = await drawAndHydrate(`Authority=${AUTHORITY}&Status=OK`, {
      ok: false,
      status: 404,
      errors: [BOOKING_MESSAGES.paymentNotFound],
    });
    expect(asked).toEqual(['/payments/verify']);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${TEXTS.failureTitle}</h1>`));
    expect(html).toContain(BOOKING_MESSAGES.paymentNotFound);
    expect(mismatches).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchCalls).toEqual([]);
    expect(window.__RAHI_PAYMENT__).toBeUndefined();
    expect(screen.getByText(BOOKING_MESSAGES.paymentNotFound)).toBeInTheDocument();
  });

  it('asks nothing for an address without an Authority, and says the return is incomplete', async () => {
    const { asked, html, mismatches } = await drawAndHydrate('Status=OK', { ok: true });
    expect(asked).toEqual([]);
    expect(html).toContain(TEXTS.statusMissing);
    expect(mismatches).toEqual([]);
    expect(fetchCalls).toEqual([]);
  });

  it('throws when booking-api cannot answer, so the browser verifies itself', async () => {
    const { request } = requestFor('./PaymentStatusPage', `Authority=${AUTHORITY}&Status=OK`, () => ({
      ok: false,
      status: 503,
      errors: [],
    }));
    await expect(loadData(request)).rejects.toThrow('503');

    const hydrated = hydrateServerHtml(
      '',
      '/payment-status',
      `/payment-status?Authority=${AUTHORITY}&Status=OK`,
      <PaymentStatusPage />,
    );
    unmount = hydrated.unmount;
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.statusTitle);
    expect(fetchCalls.some((call) => call.includes('/payments/verify'))).toBe(true);
  });
});
