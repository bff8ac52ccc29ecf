// A traveller's browser as the suite plays it, over plain HTTP: its cookies (the draft session and the login
// token), the address it claims in X-Forwarded-For, and the calls a page makes (/handle-api, /api/reservations).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const { buildReservationData } = createRequire(import.meta.url)('@rahi/shared-contracts');

/** A room as a cart holds it, without extras. */
const UNPRICED_ROOM = {
  totalBoardPrice: 1,
  totalCustomerPrice: 1,
  extraBedCount: 0,
  extraBoardPrice: 0,
  extraCustomerPrice: 0,
  earlyCheckIn: false,
  lateCheckOut: false,
  early: { earlyBoardPrice: 0, earlyCustomerPrice: 0, extraEarlyBoardPrice: 0, extraEarlyCustomerPrice: 0 },
  late: { lateBoardPrice: 0, lateCustomerPrice: 0, extraLateBoardPrice: 0, extraLateCustomerPrice: 0 },
};

let mobiles = 0;
/** A number no other run of the suite uses (the per-number limits and discount codes stay apart). */
export const freshMobile = () =>
  `0913${String((Date.now() % 1000) * 10_000 + (++mobiles % 10_000)).padStart(7, '0')}`;

let addresses = 0;
/** A client address of its own (10.x.y.z). */
export const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** Milliseconds since `started`, rounded. */
const since = (started) => Math.round(performance.now() - started);

export class Browser {
  constructor(base, { address = freshAddress(), timeoutMs = 15_000 } = {}) {
    this.base = base;
    this.address = address;
    this.timeoutMs = timeoutMs;
    this.cookies = new Map();
  }

  /** Any request to the gateway; resolves with { status, body (parsed JSON or text), ms, headers }. */
  async request(path, { method = 'GET', json, headers = {}, base = this.base } = {}) {
    const started = performance.now();
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          'x-forwarded-for': this.address,
          ...(cookie ? { cookie } : {}),
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: json === undefined ? undefined : typeof json === 'string' ? json : JSON.stringify(json),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        const value = pair.slice(at + 1);
        if (/max-age=0/i.test(line) || value === '') this.cookies.delete(pair.slice(0, at));
        else this.cookies.set(pair.slice(0, at), value);
      }
      const text = await response.text();
      let body = text;
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        try {
          body = JSON.parse(text);
        } catch {}
      }
      return {
        status: response.status,
        body,
        ms: since(started),
        headers: response.headers,
        bytes: text.length,
      };
    } catch (error) {
      const status = error.name === 'TimeoutError' ? 'timeout' : 'network';
      const cause = error.cause?.code ?? error.cause?.message;
      const body = `${error.message}${cause ? ` (${cause})` : ''}`;
      return { status, body, ms: since(started), headers: new Headers(), bytes: 0 };
    }
  }

  /** A booking-api call through POST /handle-api, as the pages make it. */
  api(endPoint, { method = 'GET', body, base } = {}) {
    return this.request('/handle-api', {
      method: 'POST',
      json: { endPoint, options: { method, body } },
      base,
    });
  }

  /** Logs in by SMS code (read from the /dev outbox); resolves with the number. */
  async logIn(mobile = freshMobile()) {
    const sent = await this.api('/login-register', { method: 'POST', body: { mobile } });
    if (sent.status !== 200) throw new Error(`login-register ${sent.status} ${JSON.stringify(sent.body)}`);
    const outbox = await this.api(`/dev/sms-outbox?mobile=${mobile}`);
    const code = outbox.body?.data?.find((row) => row.code)?.code;
    const login = await this.api('/otp', { method: 'POST', body: { mobile, code } });
    if (login.status !== 200) throw new Error(`otp ${login.status} ${JSON.stringify(login.body)}`);
    this.mobile = mobile;
    return mobile;
  }

  /** Saves a draft for one room of each type in `roomTypeIds` over the stay; resolves with its id. */
  async saveDraft(hotel, roomTypeIds, stay) {
    const reservationId = randomUUID();
    // Prices of 1: booking-api re-prices every room from the database, as it does for a page's draft.
    const rooms = roomTypeIds.map((id) => ({ ...UNPRICED_ROOM, id }));
    const reservationData = buildReservationData({ hotel, stay, rooms });
    const saved = await this.request('/api/reservations', {
      method: 'POST',
      json: { reservationId, reservationData },
    });
    if (saved.status !== 201 && saved.status !== 200)
      throw new Error(`draft ${saved.status} ${JSON.stringify(saved.body).slice(0, 300)}`);
    return reservationId;
  }

  /** POST /bookings from a draft, for `rooms` rooms, booked under `mobile`. */
  book(reservationId, rooms, mobile = this.mobile ?? freshMobile(), base) {
    const guests = Array.from({ length: rooms }, (_, roomIndex) => ({
      roomIndex,
      firstName: 'مریم',
      lastName: 'احمدی',
      nationalCode: '0084575948',
    }));
    return this.api('/bookings', {
      method: 'POST',
      body: { reservationId, booker: { mobile }, guests },
      base,
    });
  }

  /** Starts the payment at the provider; resolves with the authority. */
  async startPayment(reserveId, mobile) {
    const started = await this.api(`/bookings/${reserveId}/payments`, { method: 'POST', body: { mobile } });
    if (started.status !== 201) throw new Error(`payment ${started.status} ${JSON.stringify(started.body)}`);
    return started.body.data.redirectUrl.split('/').pop();
  }

  /** Presses a button of the sandbox bank's page (pay captures the money). */
  async pressBank(authority, action = 'pay') {
    const pressed = await this.request(`/sandbox-bank/${authority}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      json: `action=${action}`,
    });
    if (pressed.status !== 303) throw new Error(`sandbox bank ${pressed.status}`);
  }

  /** Starts the payment and pays at the sandbox bank; resolves with the authority. */
  async pay(reserveId, mobile, action = 'pay') {
    const authority = await this.startPayment(reserveId, mobile);
    await this.pressBank(authority, action);
    return authority;
  }
}

/** p-th percentile of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
