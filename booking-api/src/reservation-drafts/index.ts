// POST /reservation-drafts and GET /reservation-drafts/:id: the reservation data saved before checkout
// (product §3, §7), stored with an expiry. The gateway's /api/reservations calls these. The server keeps
// its own prices and totalSum, whatever the client sent. A draft belongs to the browser session (and the
// traveller) that made it (owner.ts): another session can neither read nor overwrite it.
import { addDays, DEFAULT_CANCELLATION_POLICY, MESSAGES } from '@rahi/shared-contracts';
import { saveReservationSchema } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { OptionalUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { reservationDrafts } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseWith } from '../envelope/validate';
import { findHotel } from '../hotels';
import { bookingOperations } from '../openapi/booking-operations';
import type { FunnelCounter } from '../reports/funnel-counter';
import { resolveStay } from '../stay/check-stay';
import { loadRoomOffers } from '../stay/room-offers';
import { draftOwnerOf, isKnownOwner, liveOwnedDraft, ownedBy } from './owner';
import { repriceRooms } from './reprice';

/** How long a draft is kept for checkout. */
export const DRAFT_LIFETIME_MINUTES = 120;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** `funnel`: counts a draft made (a reservation page opened), once per draft. */
export function reservationDraftRoutes(db: Database, optionalUser: OptionalUser, funnel?: FunnelCounter) {
  return new Hono()
    .post(
      '/reservation-drafts',
      describeRoute(bookingOperations.postReservationDrafts),
      optionalUser,
      async (c) => {
        const body = await c.req.json().catch(() => {
          throw new ApiProblem(400, [MESSAGES.invalidInput]);
        });
        const { reservationId, reservationData } = parseWith(saveReservationSchema, body);
        const owner = draftOwnerOf(c);
        if (!isKnownOwner(owner)) throw new ApiProblem(400, [MESSAGES.draftNeedsSession]);
        const hotelId = Number(reservationData.hotelId);
        const stay = resolveStay(reservationData.checkin, reservationData.nights);
        const { hotel } = await findHotel(db, hotelId);
        const priced = repriceRooms(await loadRoomOffers(db, hotelId, stay), reservationData.rooms);
        if (!priced.ok) throw new ApiProblem(priced.status, priced.errors);

        const data = {
          reserveDates: Array.from({ length: stay.nights }, (_, night) => addDays(stay.checkin, night)),
          rooms: priced.rooms,
          totalSum: priced.totalSum,
          total: priced.total,
          hotelDiscount: priced.hotelDiscount,
          checkin: stay.checkin,
          checkOut: stay.checkout,
          nights: stay.nights,
          hotelId: hotel.id,
          hotelName: hotel.name,
          hotelRate: hotel.stars,
          // The hotel's full address, which names its city already, as its page shows it.
          hotelAddress: hotel.address,
          checkInTime: hotel.checkInTime,
          checkOutTime: hotel.checkOutTime,
          // The policy the reservation page shows; the booking keeps it, whatever the hotel changes meanwhile.
          cancellationRules: hotel.cancellationRules ?? DEFAULT_CANCELLATION_POLICY,
        };
        const expiresAt = sql`now() + make_interval(mins => ${DRAFT_LIFETIME_MINUTES})`;
        const owners = { ownerSession: owner.session ?? null, ownerUserId: owner.userId ?? null };
        const saved = await db
          .insert(reservationDrafts)
          .values({
            id: reservationId,
            hotelId: hotel.id,
            data,
            totalSum: priced.totalSum,
            expiresAt,
            ...owners,
          })
          .onConflictDoUpdate({
            target: reservationDrafts.id,
            set: {
              data,
              totalSum: priced.totalSum,
              hotelId: hotel.id,
              expiresAt,
              ownerUserId: sql`coalesce(${reservationDrafts.ownerUserId}, excluded.owner_user_id)`,
            },
            setWhere: ownedBy(owner),
          })
          .returning({ id: reservationDrafts.id, inserted: sql<boolean>`(xmax = 0)` });
        // The id is another session's draft: it is left as it was.
        if (saved.length === 0) throw new ApiProblem(409, [MESSAGES.draftIdTaken]);
        // A new row (xmax 0), not the same draft saved again.
        if (saved[0]?.inserted) funnel?.count('draft', hotel.id);
        const priceChanged = reservationData.totalSum !== priced.totalSum;
        return ok(
          c,
          { reservationId, reservationData: data, priceChanged },
          {
            status: 201,
            message: priceChanged ? MESSAGES.priceChanged : 'Done',
          },
        );
      },
    )
    .get(
      '/reservation-drafts/:id',
      describeRoute(bookingOperations.getReservationDraftsById),
      optionalUser,
      async (c) => {
        const id = c.req.param('id');
        if (!UUID.test(id)) throw new ApiProblem(404, [MESSAGES.draftNotFound]);
        const owner = draftOwnerOf(c);
        const [draft] = await db
          .select()
          .from(reservationDrafts)
          .where(liveOwnedDraft(id, owner, sql`now()`));
        if (!draft) throw new ApiProblem(404, [MESSAGES.draftNotFound]);
        return ok(c, { reservationId: draft.id, reservationData: draft.data, expiresAt: draft.expiresAt });
      },
    );
}
