// Hotel confirmations through app.request(): the hotel's queue, confirm (the traveller's booking and voucher say
// confirmed), refuse (cancelled, everything back to the wallet at once, in one transaction, once however many
// answers come at once, the traveller told), another hotel's manager kept out (404), and the overdue escalated.
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { hotelAnswerEscalations } from '../../db/desk-schema';
import { bookingRefunds, bookings, hotels, outboxMessages, staffAuditLog } from '../../db/schema';
import {
  buildBookingApp,
  flushBookingApps,
  loggedIn,
  openSeededDatabase,
} from '../../testing/booking-fixture';
import { paidBooking } from '../../testing/paid-booking';
import { walletBalance } from '../../wallet/ledger';
import { signedInStaff } from '../desk-test-kit';
import { escalateUnansweredBookings } from './escalate';

let handle: DatabaseHandle;
let hotelId: number;
beforeAll(async () => {
  handle = await openSeededDatabase();
  const [first] = await handle.db.select().from(hotels).orderBy(hotels.id).limit(1);
  hotelId = first?.id ?? 0;
  // The first hotel confirms its rooms by hand: a paid booking waits for it.
  await handle.db.update(hotels).set({ type: 'traditional-house' }).where(eq(hotels.id, hotelId));
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

async function awaitingBooking(api: ReturnType<typeof buildBookingApp>, withAccount = true) {
  const traveller = withAccount ? await loggedIn(handle, api.clock()) : null;
  const paid = await paidBooking(handle, api, traveller);
  expect(paid.status).toBe('awaiting_hotel');
  return { ...paid, traveller };
}

const statusOf = async (reserveId: string) =>
  (await handle.db.select().from(bookings).where(eq(bookings.reserveId, reserveId)))[0]?.status;

describe('GET /staff/hotel-confirmations', () => {
  it("lists the hotel's waiting bookings with the answer's deadline, for its manager only", async () => {
    const api = buildBookingApp(handle, { env: { HOTEL_ANSWER_MINUTES: '90' } });
    const { reserveId } = await awaitingBooking(api);
    const manager = await signedInStaff(handle, ['hotel_manager'], [hotelId]);
    const queue = (await (await api.get('/staff/hotel-confirmations', manager.headers)).json()).data;
    const item = queue.items.find((entry: { reserveId: string }) => entry.reserveId === reserveId);
    expect(item).toMatchObject({
      hotel: { id: hotelId },
      rooms: 1,
      guestName: 'مریم احمدی',
      escalatedAt: null,
    });
    expect(Date.parse(item.answerDeadline) - Date.parse(item.paidAt)).toBe(90 * 60_000);

    const stranger = await signedInStaff(handle, ['hotel_manager'], [hotelId + 1]);
    const theirs = (await (await api.get('/staff/hotel-confirmations', stranger.headers)).json()).data;
    expect(theirs.items).toEqual([]);
    const support = await signedInStaff(handle, ['support']);
    expect((await api.get('/staff/hotel-confirmations', support.headers)).status).toBe(403);
  });
});

describe('POST /staff/bookings/:reserveId/hotel-decision', () => {
  it("confirms: the traveller's booking and voucher say confirmed, and the traveller is told", async () => {
    const api = buildBookingApp(handle);
    const { reserveId, mobile } = await awaitingBooking(api);
    const manager = await signedInStaff(handle, ['hotel_manager'], [hotelId]);
    const answer = await api.post(
      `/staff/bookings/${reserveId}/hotel-decision`,
      { decision: 'confirm' },
      manager.headers,
    );
    expect((await answer.json()).data).toEqual({ reserveId, status: 'confirmed', refund: 0, refundTo: null });
    const view = (await (await api.get(`/bookings/${reserveId}?mobile=${mobile}`)).json()).data;
    expect(view.status).toBe('confirmed');
    const told = await handle.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.mobile, mobile), eq(outboxMessages.kind, 'hotel_confirmed')));
    expect(told.map((message) => message.params.reserveId)).toEqual([reserveId]);
  });

  it('refuses: the booking is cancelled and the whole amount is in the wallet at once, with the reason audited', async () => {
    const api = buildBookingApp(handle);
    const { reserveId, toPay, traveller, mobile } = await awaitingBooking(api);
    const manager = await signedInStaff(handle, ['hotel_manager'], [hotelId]);
    const reason = 'اتاق‌ها در دست تعمیر است';
    const answer = await api.post(
      `/staff/bookings/${reserveId}/hotel-decision`,
      { decision: 'refuse', reason },
      manager.headers,
    );
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual({
      reserveId,
      status: 'cancelled',
      refund: toPay,
      refundTo: 'wallet',
    });
    expect(await statusOf(reserveId)).toBe('cancelled');
    expect(await walletBalance(handle.db, traveller?.user.id ?? 0)).toBe(toPay);
    const [audit] = await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, reserveId));
    expect(audit).toMatchObject({ action: 'booking_hotel_refused', staffId: manager.staff.id, reason });
    const told = await handle.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.mobile, mobile), eq(outboxMessages.kind, 'hotel_refused')));
    expect(told.map((message) => message.params)).toEqual([
      expect.objectContaining({ reserveId, amount: toPay, refundTo: 'wallet' }),
    ]);
  });

  it('needs a reason to refuse, in Persian', async () => {
    const api = buildBookingApp(handle);
    const { reserveId } = await awaitingBooking(api);
    const admin = await signedInStaff(handle, ['admin']);
    const answer = await api.post(
      `/staff/bookings/${reserveId}/hotel-decision`,
      { decision: 'refuse' },
      admin.headers,
    );
    expect(answer.status).toBe(422);
    expect((await answer.json()).meta.errors).toEqual([STAFF_DESK_MESSAGES.refusalReasonRequired]);
  });

  it('refunds a refused booking made without an account to its card, as today', async () => {
    const api = buildBookingApp(handle);
    const { reserveId, toPay } = await awaitingBooking(api, false);
    const admin = await signedInStaff(handle, ['admin']);
    const body = { decision: 'refuse', reason: 'هتل پر است' };
    const answer = (
      await (await api.post(`/staff/bookings/${reserveId}/hotel-decision`, body, admin.headers)).json()
    ).data;
    expect(answer).toMatchObject({ refund: toPay, refundTo: 'card' });
  });

  it('refunds once when two answers come at the same time', async () => {
    const api = buildBookingApp(handle);
    const { reserveId, toPay, traveller } = await awaitingBooking(api);
    const managers = [
      await signedInStaff(handle, ['hotel_manager'], [hotelId]),
      await signedInStaff(handle, ['admin']),
    ];
    const answers = await Promise.all(
      managers.map((manager) =>
        api.post(
          `/staff/bookings/${reserveId}/hotel-decision`,
          { decision: 'refuse', reason: 'پر است' },
          manager.headers,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await walletBalance(handle.db, traveller?.user.id ?? 0)).toBe(toPay);
    const [booking] = await handle.db.select().from(bookings).where(eq(bookings.reserveId, reserveId));
    expect(
      await handle.db
        .select()
        .from(bookingRefunds)
        .where(eq(bookingRefunds.bookingId, booking?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('gives nothing back when the refusal cannot be recorded: the refund and the audit row are one transaction', async () => {
    const api = buildBookingApp(handle);
    const { reserveId, traveller } = await awaitingBooking(api);
    const admin = await signedInStaff(handle, ['admin']);
    await handle.db.execute(sql`create function refuse_hotel_audit() returns trigger language plpgsql as $$
      begin if new.action = 'booking_hotel_refused' then raise exception 'audit refused'; end if; return new; end $$`);
    await handle.db.execute(sql`create trigger refuse_hotel_audit before insert on staff_audit_log
      for each row execute function refuse_hotel_audit()`);
    try {
      const body = { decision: 'refuse', reason: 'هتل پر است' };
      const answer = await api.post(`/staff/bookings/${reserveId}/hotel-decision`, body, admin.headers);
      expect(answer.status).toBe(500);
      expect(await statusOf(reserveId)).toBe('awaiting_hotel');
      expect(await walletBalance(handle.db, traveller?.user.id ?? 0)).toBe(0);
    } finally {
      await handle.db.execute(sql`drop trigger refuse_hotel_audit on staff_audit_log`);
      await handle.db.execute(sql`drop function refuse_hotel_audit()`);
    }
  });

  it('answers 404 to a manager of another hotel, and 409 once the booking was answered', async () => {
    const api = buildBookingApp(handle);
    const { reserveId } = await awaitingBooking(api);
    const stranger = await signedInStaff(handle, ['hotel_manager'], [hotelId + 1]);
    const refused = await api.post(
      `/staff/bookings/${reserveId}/hotel-decision`,
      { decision: 'confirm' },
      stranger.headers,
    );
    expect(refused.status).toBe(404);
    expect(await statusOf(reserveId)).toBe('awaiting_hotel');
    const manager = await signedInStaff(handle, ['hotel_manager'], [hotelId]);
    await api.post(`/staff/bookings/${reserveId}/hotel-decision`, { decision: 'confirm' }, manager.headers);
    const again = await api.post(
      `/staff/bookings/${reserveId}/hotel-decision`,
      { decision: 'confirm' },
      manager.headers,
    );
    expect(again.status).toBe(409);
    expect((await again.json()).meta.errors).toEqual([STAFF_DESK_MESSAGES.notAwaitingHotel]);
  });
});

describe('escalateUnansweredBookings', () => {
  it('escalates a booking its hotel left unanswered past the answer time, once, and support finds it', async () => {
    const api = buildBookingApp(handle);
    const { reserveId } = await awaitingBooking(api);
    const [booking] = await handle.db.select().from(bookings).where(eq(bookings.reserveId, reserveId));
    const paidAt = booking?.confirmedAt ?? new Date();
    const escalatedFor = async () =>
      handle.db
        .select()
        .from(hotelAnswerEscalations)
        .where(eq(hotelAnswerEscalations.bookingId, booking?.id ?? 0));
    await escalateUnansweredBookings(handle.db, new Date(paidAt.getTime() + 59 * 60_000), 60);
    expect(await escalatedFor()).toEqual([]);
    const late = new Date(paidAt.getTime() + 61 * 60_000);
    expect(await escalateUnansweredBookings(handle.db, late, 60)).toBeGreaterThanOrEqual(1);
    expect(await escalateUnansweredBookings(handle.db, late, 60)).toBe(0);
    expect(await escalatedFor()).toHaveLength(1);
    const support = await signedInStaff(handle, ['support']);
    const listed = (await (await api.get('/staff/bookings?escalated=true', support.headers)).json()).data;
    expect(listed.items.map((item: { reserveId: string }) => item.reserveId)).toContain(reserveId);
    expect(
      (
        await handle.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.reserveId, reserveId)))
      ).map((row) => row.status),
    ).toEqual(['awaiting_hotel']);
  });
});
