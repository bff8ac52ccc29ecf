// POST /bookings' work, in one transaction: the caller's own draft, re-priced from current rooms and prices
// (never the draft's figures), the discount code, credit and points, product §9's amount to pay checked against
// what the page showed, and the rooms taken night by night. A room that filled up is a 409 naming it; a room
// already full is answered so before the transaction opens (sold-out.ts).
import {
  amountChangedMessage,
  BOOKING_MESSAGES,
  bookingAmounts,
  type CancellationPolicy,
  calculateCartTotals,
  MESSAGES,
  roomPriceLines,
  type SelectedRoom,
  todayInTehran,
} from '@rahi/shared-contracts';
import type { CreateBookingBody, CreatedBooking } from '@rahi/shared-contracts/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { User } from '../auth/users';
import type { Database } from '../db/client';
import { retryTransaction, type Transaction } from '../db/retry-transaction';
import { bookingRooms, bookings, hotels, reservationDrafts } from '../db/schema';
import { evaluateDiscountCode, recordCodeUse } from '../discount-codes/evaluate';
import { ApiProblem } from '../envelope';
import { type DraftOwner, liveOwnedDraft } from '../reservation-drafts/owner';
import { repriceRooms } from '../reservation-drafts/reprice';
import { resolveStay } from '../stay/check-stay';
import { loadRoomOffers, type RoomOffer } from '../stay/room-offers';
import { addPointEntry, addWalletEntry, lockUser, pointsBalance, walletBalance } from '../wallet/ledger';
import { confirmBooking } from './confirm';
import { lockNights, moveInventory } from './inventory';
import { releaseBooking } from './release';
import { newReserveId } from './reserve-id';
import { soldOutRoom } from './sold-out';
import { shownAmounts } from './view';

/**
 * The longest a booking waits for a row lock (the rooms' nights, the account), as PostgreSQL's lock_timeout. With
 * the pool's 3 s for a connection it stays under the gateway's 5 s: a booking that cannot have its rooms in time
 * is answered 503 busy with Retry-After (db/unavailable.ts) and takes nothing, instead of timing out at the gateway
 * after it may have taken them (a 504 whose booking the traveller never sees).
 */
export const BOOKING_LOCK_WAIT_MS = 1500;

export interface CreateBookingInput {
  body: CreateBookingBody;
  user: User | undefined;
  /** Who calls: only a draft of theirs can be booked (another's answers 404). */
  owner: DraftOwner;
  now: Date;
  holdMinutes: number;
}

interface DraftData {
  rooms: SelectedRoom[];
  checkin: string;
  nights: number;
  hotelId: number;
  /** The policy the reservation page showed (drafts priced before it was kept: the hotel's now). */
  cancellationRules?: CancellationPolicy;
}

async function policyOf(tx: Transaction, draft: { hotelId: number; data: DraftData }) {
  if (draft.data.cancellationRules) return draft.data.cancellationRules;
  const [hotel] = await tx
    .select({ rules: hotels.cancellationRules })
    .from(hotels)
    .where(eq(hotels.id, draft.hotelId));
  return hotel?.rules ?? null;
}

async function loadDraft(tx: Transaction, id: string, owner: DraftOwner, now: Date) {
  const [draft] = await tx
    .select()
    .from(reservationDrafts)
    .where(liveOwnedDraft(id, owner, now))
    .for('update');
  if (!draft) throw new ApiProblem(404, [MESSAGES.draftNotFound]);
  return { hotelId: draft.hotelId, data: draft.data as DraftData };
}

function checkGuests(body: CreateBookingBody, roomCount: number) {
  const indexes = body.guests.map((guest) => guest.roomIndex).sort((a, b) => a - b);
  const oneEach = indexes.length === roomCount && indexes.every((index, at) => index === at);
  if (!oneEach) throw new ApiProblem(422, [BOOKING_MESSAGES.guestsIncomplete]);
}

async function insertBooking(tx: Transaction, values: Omit<typeof bookings.$inferInsert, 'reserveId'>) {
  for (;;) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reserveId: newReserveId() })
      .onConflictDoNothing({ target: bookings.reserveId })
      .returning();
    if (row) return row;
  }
}

/** One row per room: its type, options, guest, its price for the stay as charged (board and customer) and its lines. */
function bookingRoomRows(lines: SelectedRoom[], offers: RoomOffer[], guests: CreateBookingBody['guests']) {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  return lines.map((line, roomIndex) => {
    const roomTypeId = Number(line.id);
    const offer = byId.get(roomTypeId);
    const { total, hotelDiscount } = calculateCartTotals([line]);
    return {
      roomIndex,
      roomTypeId,
      name: offer?.name ?? '',
      priceLines: roomPriceLines(line, offer?.nights ?? []),
      extraBedCount: line.extraBedCount,
      earlyCheckIn: line.earlyCheckIn,
      lateCheckOut: line.lateCheckOut,
      boardPrice: total,
      customerPrice: total - hotelDiscount,
      guest: guests.find((guest) => guest.roomIndex === roomIndex) ?? {},
    };
  });
}

/** Debits the credit and points the booking uses, each a ledger row with the booking's reserve id. */
async function spendFromLedgers(
  tx: Transaction,
  userId: number,
  booking: typeof bookings.$inferSelect,
  amounts: { credit: number; pointsUsed: number },
) {
  const reason = `پرداخت رزرو ${booking.reserveId}`;
  await addWalletEntry(tx, { userId, amount: -amounts.credit, reason, bookingId: booking.id });
  await addPointEntry(tx, { userId, points: -amounts.pointsUsed, reason, bookingId: booking.id });
}

/** The draft's booking that is still held or paid: a second press of the pay button finds it, not a new one. */
async function liveBookingOf(tx: Transaction, draftId: string) {
  const [live] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.draftId, draftId),
        inArray(bookings.status, ['pending_payment', 'confirmed', 'awaiting_hotel']),
      ),
    )
    .limit(1)
    // Locked (and read again after a sweep that held it), so an overdue hold is released once, here or there.
    .for('update');
  return live;
}

const created = (booking: typeof bookings.$inferSelect, status = booking.status): CreatedBooking => ({
  reserveId: booking.reserveId,
  status,
  holdExpiresAt: booking.holdExpiresAt.toISOString(),
  amounts: shownAmounts(booking),
});

/**
 * Creates the booking and holds its rooms; confirms it at once when nothing is left to pay. A draft makes one
 * live booking: asked again for the same booker, the answer is that booking (`isNew` false).
 */
export async function createBooking(
  db: Database,
  input: CreateBookingInput,
): Promise<{ booking: CreatedBooking; isNew: boolean }> {
  const { body, user, owner, now } = input;
  const mobile = body.booker.mobile;
  const today = todayInTehran(now);
  const full = await soldOutRoom(db, { draftId: body.reservationId, owner, now, today });
  if (full) throw new ApiProblem(409, [`${MESSAGES.roomFull} (${full})`]);
  return retryTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = ${BOOKING_LOCK_WAIT_MS}`));
    const draft = await loadDraft(tx, body.reservationId, owner, now);
    let live = await liveBookingOf(tx, body.reservationId);
    if (live?.status === 'pending_payment' && live.holdExpiresAt <= now) {
      await releaseBooking(tx, live, 'expired', now);
      live = undefined;
    }
    if (live && live.bookerMobile !== mobile)
      throw new ApiProblem(409, [BOOKING_MESSAGES.draftAlreadyBooked]);
    if (live) return { booking: created(live), isNew: false };
    const stay = resolveStay(draft.data.checkin, draft.data.nights, todayInTehran(now));
    checkGuests(body, draft.data.rooms.length);
    // Priced before the nights are locked: a booking for a room already full is refused without queueing for
    // the lock (200 at once for six rooms timed out in the queue otherwise). moveInventory's conditional update,
    // under the lock, is what keeps every night at zero or more. It comes straight after the lock, so a booking
    // that finds the room gone holds the lock for one statement, not for the whole booking: in a burst for the
    // last rooms the losers leave the queue at once (docs/reliability.md, "last rooms").
    const offers = await loadRoomOffers(tx, draft.hotelId, stay);
    const priced = repriceRooms(offers, draft.data.rooms);
    if (!priced.ok) throw new ApiProblem(priced.status, priced.errors);
    await lockNights(
      tx,
      draft.data.rooms.map((room) => Number(room.id)),
      stay,
    );
    const rooms = bookingRoomRows(priced.rooms, offers, body.guests);
    await moveInventory(tx, rooms, stay, -1);

    const purchase = priced.total - priced.hotelDiscount;
    // The account's row is locked first: its code uses, credit and points are counted under that lock.
    if (user) await lockUser(tx, user.id);
    const code = body.discountCode
      ? await evaluateDiscountCode(tx, {
          code: body.discountCode,
          purchase,
          userId: user?.id,
          now,
          hotelId: draft.hotelId,
        })
      : undefined;
    if ((body.useCredit || body.usePoints) && !user)
      throw new ApiProblem(401, [BOOKING_MESSAGES.walletNeedsLogin]);
    const amounts = bookingAmounts({
      total: priced.total,
      hotelDiscount: priced.hotelDiscount,
      discount: code?.amount ?? 0,
      creditBalance: user && body.useCredit ? await walletBalance(tx, user.id) : 0,
      pointsBalance: user && body.usePoints ? await pointsBalance(tx, user.id) : 0,
    });
    if (body.expectedAmount !== undefined && body.expectedAmount !== amounts.toPay)
      throw new ApiProblem(409, [amountChangedMessage(body.expectedAmount, amounts.toPay)]);

    const holdExpiresAt = new Date(now.getTime() + input.holdMinutes * 60_000);
    const booking = await insertBooking(tx, {
      userId: user?.id ?? null,
      draftId: body.reservationId,
      hotelId: draft.hotelId,
      checkin: stay.checkin,
      nights: stay.nights,
      bookerMobile: mobile,
      bookerEmail: body.booker.email ?? null,
      status: 'pending_payment',
      total: amounts.total,
      hotelDiscount: amounts.hotelDiscount,
      discount: amounts.discount,
      credit: amounts.credit,
      points: amounts.points,
      pointsUsed: amounts.pointsUsed,
      toPay: amounts.toPay,
      discountCodeId: code?.id ?? null,
      holdExpiresAt,
      createdAt: now,
      cancellationRules: await policyOf(tx, draft),
    });
    await tx.insert(bookingRooms).values(rooms.map((room) => ({ ...room, bookingId: booking.id })));
    if (code) await recordCodeUse(tx, { codeId: code.id, userId: user?.id, mobile, bookingId: booking.id });
    if (user) await spendFromLedgers(tx, user.id, booking, amounts);
    const status = amounts.toPay === 0 ? await confirmBooking(tx, booking, 0, now) : booking.status;
    return { booking: created(booking, status), isNew: true };
  });
}
