// The desk's bookings through app.request(): search, one booking's money and history, and support's actions
// (cancel with the penalty or waived, refund to the wallet, resend the voucher SMS), each audited, none paying
// back more than was paid, and a hotel manager kept to their own hotels.
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import {
  bookingRefunds,
  bookings,
  hotels,
  outboxMessages,
  staffAuditLog,
  walletEntries,
} from '../../db/schema';
import {
  buildBookingApp,
  flushBookingApps,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
} from '../../testing/booking-fixture';
import { paidBooking } from '../../testing/paid-booking';
import { walletBalance } from '../../wallet/ledger';
import { signedInStaff } from '../desk-test-kit';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

const auditOf = (reserveId: string) =>
  handle.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entityType, 'booking'), eq(staffAuditLog.entityId, reserveId)));

/** A hotel policy that keeps half of the first night from any day before check-in. */
const halfFirstNight = (hotelId: number) =>
  handle.db
    .update(hotels)
    .set({
      cancellationRules: { tiers: [{ minDaysBefore: 0, percent: 50, of: 'firstNight' }], holidays: null },
    })
    .where(eq(hotels.id, hotelId));

describe('GET /staff/bookings', () => {
  it('finds a booking by reserve id, by the booker mobile in Persian digits and by the guest name', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { reserveId, mobile } = await paidBooking(handle, api, traveller);
    const { headers } = await signedInStaff(handle, ['support']);
    const search = async (q: string) =>
      (await (await api.get(`/staff/bookings?q=${encodeURIComponent(q)}`, headers)).json()).data;
    expect((await search(reserveId)).items.map((item: { reserveId: string }) => item.reserveId)).toEqual([
      reserveId,
    ]);
    const persianMobile = mobile.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
    const byMobile = await search(persianMobile);
    expect(byMobile.items.map((item: { reserveId: string }) => item.reserveId)).toContain(reserveId);
    expect(byMobile.items[0]).toMatchObject({
      bookerMobile: mobile,
      guestName: 'مریم احمدی',
      status: 'confirmed',
    });
    const byName = await search('مریم احمدی');
    expect(byName.total).toBeGreaterThan(0);
    expect((await search('کسی که نیست')).total).toBe(0);
  });

  it("keeps a hotel manager to their hotels' bookings: another hotel's is 404 and not in their search", async () => {
    const api = buildBookingApp(handle);
    const { reserveId, hotel } = await paidBooking(handle, api, await loggedIn(handle, api.clock()));
    const own = await signedInStaff(handle, ['hotel_manager'], [hotel.id]);
    const other = await signedInStaff(handle, ['hotel_manager'], [hotel.id + 1]);
    expect((await api.get(`/staff/bookings/${reserveId}`, own.headers)).status).toBe(200);
    const refused = await api.get(`/staff/bookings/${reserveId}`, other.headers);
    expect(refused.status).toBe(404);
    expect((await refused.json()).meta.errors).toEqual([STAFF_DESK_MESSAGES.bookingNotFound]);
    const listed = (await (await api.get(`/staff/bookings?q=${reserveId}`, other.headers)).json()).data;
    expect(listed.total).toBe(0);
  });
});

describe('GET /staff/bookings/:reserveId', () => {
  it('shows rooms, guests, amounts, the payment with its bank reference, wallet movements and history', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { reserveId, toPay } = await paidBooking(handle, api, traveller);
    const { headers } = await signedInStaff(handle, ['support']);
    const booking = (await (await api.get(`/staff/bookings/${reserveId}`, headers)).json()).data;
    expect(booking.rooms[0].guest).toMatchObject({ firstName: 'مریم', lastName: 'احمدی' });
    expect(booking.amounts.toPay).toBe(toPay);
    expect(booking.payments).toEqual([
      expect.objectContaining({ status: 'verified', amount: toPay, refId: expect.any(String) }),
    ]);
    expect(booking.refundable).toBe(toPay);
    expect(booking.history.map((step: { action: string }) => step.action)).toEqual([
      'booking_created',
      'booking_paid',
    ]);
  });
});

describe('POST /staff/bookings/:reserveId/cancellation', () => {
  it("charges the hotel policy's penalty, or none when support waives it, and audits both with the reason", async () => {
    const api = buildBookingApp(handle);
    const { headers, staff } = await signedInStaff(handle, ['support']);
    // The policy both bookings are made under (each keeps the one it was made under).
    await halfFirstNight((await roomWithFreeRooms(handle, 5, 0)).hotel.id);
    const charged = await paidBooking(handle, api, await loggedIn(handle, api.clock()));
    const waivedTraveller = await loggedIn(handle, api.clock());
    const waived = await paidBooking(handle, api, waivedTraveller);
    try {
      const reason = 'مسافر بیمار است';
      const first = await api.post(`/staff/bookings/${charged.reserveId}/cancellation`, { reason }, headers);
      expect(first.status).toBe(200);
      const chargedResult = (await first.json()).data;
      expect(chargedResult.penalty).toBeGreaterThan(0);
      expect(chargedResult.refund).toBe(charged.toPay - chargedResult.penalty);

      const body = { reason, waivePenalty: true };
      const second = await api.post(`/staff/bookings/${waived.reserveId}/cancellation`, body, headers);
      expect((await second.json()).data).toMatchObject({
        penalty: 0,
        refund: waived.toPay,
        refundTo: 'wallet',
      });
      expect(await walletBalance(handle.db, waivedTraveller.user.id)).toBe(waived.toPay);

      const [audit] = await auditOf(waived.reserveId);
      expect(audit).toMatchObject({ staffId: staff.id, action: 'booking_cancelled', reason });
      expect(audit?.after).toMatchObject({
        penalty: 0,
        penaltyWaived: true,
        policyPenalty: chargedResult.penalty,
      });
      const again = await api.post(`/staff/bookings/${waived.reserveId}/cancellation`, body, headers);
      expect(again.status).toBe(409);
    } finally {
      await handle.db.update(hotels).set({ cancellationRules: null }).where(eq(hotels.id, charged.hotel.id));
    }
  });

  it('refunds a booking made without an account to its card, never to a wallet', async () => {
    const api = buildBookingApp(handle);
    const { headers } = await signedInStaff(handle, ['admin']);
    const { reserveId, toPay } = await paidBooking(handle, api, null);
    const body = { reason: 'درخواست مسافر', waivePenalty: true };
    const result = (await (await api.post(`/staff/bookings/${reserveId}/cancellation`, body, headers)).json())
      .data;
    expect(result).toMatchObject({ refund: toPay, refundTo: 'card' });
    const [booking] = await handle.db.select().from(bookings).where(eq(bookings.reserveId, reserveId));
    const refunds = await handle.db
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.bookingId, booking?.id ?? 0));
    expect(refunds).toEqual([
      expect.objectContaining({ destination: 'card', amount: toPay, status: 'pending' }),
    ]);
  });

  it('refunds once when two agents cancel the same booking at the same time', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { reserveId, toPay } = await paidBooking(handle, api, traveller);
    const agents = [await signedInStaff(handle, ['support']), await signedInStaff(handle, ['support'])];
    const body = { reason: 'لغو از سوی هتل', waivePenalty: true };
    const answers = await Promise.all(
      agents.map((agent) => api.post(`/staff/bookings/${reserveId}/cancellation`, body, agent.headers)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await walletBalance(handle.db, traveller.user.id)).toBe(toPay);
    expect(await auditOf(reserveId)).toHaveLength(1);
  });

  it('refuses a bad reason in Persian and a traveller token outright', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { reserveId } = await paidBooking(handle, api, traveller);
    const { headers } = await signedInStaff(handle, ['support']);
    const short = await api.post(`/staff/bookings/${reserveId}/cancellation`, { reason: 'x' }, headers);
    expect(short.status).toBe(422);
    expect((await short.json()).meta.errors).toEqual([STAFF_DESK_MESSAGES.reasonRequired]);
    const asTraveller = await api.post(
      `/staff/bookings/${reserveId}/cancellation`,
      { reason: 'لغو' },
      traveller.auth,
    );
    expect(asTraveller.status).toBe(401);
  });
});

describe('POST /staff/bookings/:reserveId/wallet-refund', () => {
  it('gives back at most what was paid less what came back, also across a later cancellation', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { reserveId, toPay } = await paidBooking(handle, api, traveller);
    const { headers, staff } = await signedInStaff(handle, ['support']);
    const part = Math.floor(toPay / 4);
    const reason = 'جبران کمبود امکانات';
    const first = await api.post(
      `/staff/bookings/${reserveId}/wallet-refund`,
      { amount: part, reason },
      headers,
    );
    expect((await first.json()).data).toEqual({ reserveId, amount: part, refundable: toPay - part });
    const tooMuch = await api.post(
      `/staff/bookings/${reserveId}/wallet-refund`,
      { amount: toPay, reason },
      headers,
    );
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).meta.errors).toEqual([STAFF_DESK_MESSAGES.walletRefundTooMuch]);

    // A waived cancellation afterwards gives back only what the booking still holds.
    const cancelled = await api.post(
      `/staff/bookings/${reserveId}/cancellation`,
      { reason, waivePenalty: true },
      headers,
    );
    expect((await cancelled.json()).data.refund).toBe(toPay - part);
    expect(await walletBalance(handle.db, traveller.user.id)).toBe(toPay);
    const rest = await api.post(`/staff/bookings/${reserveId}/wallet-refund`, { amount: 1, reason }, headers);
    expect(rest.status).toBe(409);
    const actions = (await auditOf(reserveId)).map((row) => [row.action, row.staffId]);
    expect(actions).toEqual([
      ['booking_wallet_refunded', staff.id],
      ['booking_cancelled', staff.id],
    ]);
  });

  it('refunds once when two refunds of the whole amount are sent at the same time', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { reserveId, toPay } = await paidBooking(handle, api, traveller);
    const { headers } = await signedInStaff(handle, ['admin']);
    const body = { amount: toPay, reason: 'بازپرداخت کامل' };
    const answers = await Promise.all([
      api.post(`/staff/bookings/${reserveId}/wallet-refund`, body, headers),
      api.post(`/staff/bookings/${reserveId}/wallet-refund`, body, headers),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const credits = await handle.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, traveller.user.id));
    expect(credits.filter((entry) => entry.amount > 0).map((entry) => entry.amount)).toEqual([toPay]);
  });

  it('refuses a booking made without an account', async () => {
    const api = buildBookingApp(handle);
    const { reserveId } = await paidBooking(handle, api, null);
    const { headers } = await signedInStaff(handle, ['support']);
    const answer = await api.post(
      `/staff/bookings/${reserveId}/wallet-refund`,
      { amount: 10, reason: 'آزمایش' },
      headers,
    );
    expect(answer.status).toBe(409);
    expect((await answer.json()).meta.errors).toEqual([STAFF_DESK_MESSAGES.walletRefundNoAccount]);
  });
});

describe('POST /staff/bookings/:reserveId/voucher-sms', () => {
  it("puts the booking's confirmation in the outbox again for the booker, with the audit row", async () => {
    const api = buildBookingApp(handle);
    const { reserveId, mobile } = await paidBooking(handle, api, null);
    const { headers } = await signedInStaff(handle, ['support']);
    const confirmations = async () =>
      (await handle.db.select().from(outboxMessages).where(eq(outboxMessages.mobile, mobile))).filter(
        (message) => message.kind === 'booking_confirmed' && message.channel === 'sms',
      );
    const before = (await confirmations()).length;
    const answer = await api.post(
      `/staff/bookings/${reserveId}/voucher-sms`,
      { reason: 'پیامک نرسیده' },
      headers,
    );
    expect(answer.status).toBe(202);
    const sent = await confirmations();
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)?.params).toMatchObject({ reserveId, link: expect.any(String) });
    expect((await auditOf(reserveId)).map((row) => row.action)).toEqual(['booking_voucher_resent']);
  });
});
