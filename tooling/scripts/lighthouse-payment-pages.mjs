// The reserve-and-pay pages for npm run lighthouse: a reservation page needs a draft, the bank page a payment,
// the success and failure pages a booking that this browser may read, the voucher a paid booking; and
// the profile's pages, which need a traveller logged in (measured last, so the bookings list is not empty).
// Drafts and bookings belong to the browser
// session (or the traveller) that made them, so Lighthouse measures them in a browser prepared here: Chromium
// kept open with a debugging port, logged in as a throwaway traveller (the code read from GET /dev/sms-outbox,
// so the gateway needs RAHI_DEV_ROUTES=1), the draft and bookings made from inside it. Lighthouse attaches to
// it with --port and --disable-storage-reset (the login cookie stays); the HTTP cache is cleared before every
// run instead, so each run still loads cold.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { executablePath } = require('../chromium.js');
const { chromium } = require(
  require.resolve('playwright-core', { paths: [path.resolve(import.meta.dirname, '../../e2e')] }),
);

export const PAYMENT_PAGES = [
  'reservation',
  'bank',
  'success',
  'failure',
  'voucher',
  'reserve-status',
  'review',
];

/** The profile's pages (mf-profile), by the name npm run lighthouse prints. */
const PROFILE_PATHS = {
  profile: '/profile',
  'profile-edit': '/profile/edit',
  reserves: '/profile/reserves',
  tickets: '/profile/ticket',
  transactions: '/profile/transactions',
  passengers: '/profile/previous-passengers',
  favourites: '/profile/favourites',
};
export const PROFILE_PAGES = Object.keys(PROFILE_PATHS);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);

/** A hotel's slug, read through the proxy (its page's address needs it, or it answers with a redirect). */
export async function hotelSlug(base, hotelId) {
  const response = await fetch(`${base}/handle-api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endPoint: `/hotels/${hotelId}`, options: { method: 'GET' } }),
  });
  if (!response.ok) throw new Error(`/hotels/${hotelId} answered ${response.status}`);
  return (await response.json()).data.slug;
}

/** Chromium with a debugging port, a page on the site, and the calls the pages need made from inside it. */
export async function openPaymentBrowser(base) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/healthz`);
  const cdp = await context.newCDPSession(page);

  /** A call made by the page itself, so its cookies (session, login) go with it. */
  const call = (url, init) =>
    page.evaluate(
      async ({ url, init }) => {
        const response = await fetch(url, init);
        return { status: response.status, text: await response.text() };
      },
      { url, init },
    );
  const api = async (endPoint, method = 'GET', body) => {
    const answer = await call('/handle-api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endPoint, options: { method, body } }),
    });
    if (answer.status >= 300)
      throw new Error(`${method} ${endPoint} answered ${answer.status}: ${answer.text}`);
    return JSON.parse(answer.text).data;
  };

  const mobile = `0935${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await api('/login-register', 'POST', { mobile });
  const outbox = await api(`/dev/sms-outbox?mobile=${mobile}`).catch(() => {
    throw new Error('the payment pages need the gateway started with RAHI_DEV_ROUTES=1 (to log in)');
  });
  const code = outbox.find((row) => row.code)?.code;
  // The gateway checks the token on each page and tells the shell who is logged in (pages/session-verdict.ts).
  await api('/otp', 'POST', { mobile, code, fcm_token: '' });

  return {
    port: DEBUG_PORT,
    /** The prepared browser's context, for tools that open their own pages in it (npm run size). */
    context,
    /** Empties the browser's HTTP cache, so the next run loads every file again. */
    clearCache: () => cdp.send('Network.clearBrowserCache'),
    close: () => context.close(),
    /** The address of each payment page, with what it needs made first. */
    pathOf: (name, stay) => preparePage(name, { api, call, mobile, stay }),
  };
}

async function saveDraft({ api, call }, stay) {
  const hotel = await api(`/hotels/${stay.hotelId}`);
  const rooms = await api(`/hotels/${stay.hotelId}/rooms?checkin=${stay.checkin}&nights=${stay.nights}`);
  const offer = rooms.find((room) => room.freeCount > 0);
  if (!offer) throw new Error(`hotel ${stay.hotelId} has no free room on ${stay.checkin}`);
  const reservationId = crypto.randomUUID();
  const reservationData = {
    reserveDates: [stay.checkin],
    rooms: [{ ...offer, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false }],
    totalSum: offer.totalCustomerPrice,
    checkin: stay.checkin,
    nights: stay.nights,
    hotelId: hotel.id,
    hotelName: hotel.name,
    hotelRate: hotel.stars,
    hotelAddress: hotel.address,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
  };
  const saved = await call('/api/reservations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reservationId, reservationData }),
  });
  if (saved.status !== 201) throw new Error(`the draft was refused: ${saved.status} ${saved.text}`);
  return reservationId;
}

const guest = { roomIndex: 0, firstName: 'مریم', lastName: 'احمدی', nationalCode: '0084575948' };

/** A booking with a payment started at the sandbox bank, and the bank's answer pressed when `press` is given. */
async function bookAtBank(tools, stay, press) {
  const reservationId = await saveDraft(tools, stay);
  const { mobile, api, call } = tools;
  const booking = await api('/bookings', 'POST', { reservationId, booker: { mobile }, guests: [guest] });
  const { redirectUrl } = await api(`/bookings/${booking.reserveId}/payments`, 'POST', { mobile });
  if (press) {
    const authority = redirectUrl.split('/').pop();
    await call(redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `action=${press}`,
    });
    await api('/payments/verify', 'POST', { authority, status: press === 'pay' ? 'OK' : 'NOK' });
  }
  return { reserveId: booking.reserveId, redirectUrl };
}

async function preparePage(name, tools) {
  const { stay } = tools;
  if (name === 'reservation') {
    const reservationId = await saveDraft(tools, stay);
    return `/reservation?reservationId=${reservationId}&checkin=${stay.checkin}&nights=${stay.nights}`;
  }
  if (name === 'bank') return (await bookAtBank(tools, stay)).redirectUrl;
  if (name === 'success')
    return `/payment-success?reserveId=${(await bookAtBank(tools, stay, 'pay')).reserveId}`;
  if (name === 'failure')
    return `/payment-failure?reserveId=${(await bookAtBank(tools, stay, 'cancel')).reserveId}`;
  if (name === 'voucher')
    return `/voucher?reserveId=${(await bookAtBank(tools, stay, 'pay')).reserveId}&mobile=${tools.mobile}`;
  // As the voucher's QR code opens it.
  if (name === 'reserve-status')
    return `/reserve-status?reserveId=${(await bookAtBank(tools, stay, 'pay')).reserveId}&mobile=${tools.mobile}`;
  // As the SMS after check-out links it (before the stay: the page says when a review may be sent).
  if (name === 'review')
    return `/review-submit/${(await bookAtBank(tools, stay, 'pay')).reserveId}?mobile=${tools.mobile}`;
  if (name in PROFILE_PATHS) return PROFILE_PATHS[name];
  throw new Error(`no signed-in page named ${name}`);
}
