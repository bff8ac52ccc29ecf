// A quick answer for a booking whose room is already full, before any transaction, lock or pricing. In a burst for
// the last rooms nearly every booking finds its room gone; each used to open a transaction, lock its draft, price
// the stay and roll back while the rest queued for one of the pool's connections (in the reliability suite's
// burst, 200 bookings for six rooms, up to 90 waited past the pool's 3 s and were answered 503). Two reads
// instead, on connections given back at once. Only a plain "full" is answered here: anything else (a draft that
// is not the caller's, a booking already made from it, a stay that cannot be priced, early or late capacity, a room
// with free rooms) is left to createBooking, which decides under the lock as before.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reservationDrafts, roomNights, roomTypes } from '../db/schema';
import { type DraftOwner, liveOwnedDraft } from '../reservation-drafts/owner';
import { resolveStay, type Stay } from '../stay/check-stay';

interface DraftFacts {
  rooms: { id: string | number }[];
  checkin: string;
  nights: number;
}

/** The rooms wanted of each room type. */
function wantedByType(rooms: DraftFacts['rooms']) {
  const wanted = new Map<number, number>();
  for (const room of rooms) wanted.set(Number(room.id), (wanted.get(Number(room.id)) ?? 0) + 1);
  return wanted;
}

function stayOf(data: DraftFacts, today: string): Stay | undefined {
  try {
    return resolveStay(data.checkin, data.nights, today);
  } catch {
    return undefined;
  }
}

/**
 * The name of a room type of the caller's draft that has fewer free rooms than the draft wants on a night of its
 * stay, or undefined (not sure: createBooking decides).
 * @example const full = await soldOutRoom(db, { draftId, owner, now, today }); // → 'دو تخته دبل'
 */
export async function soldOutRoom(
  db: Database,
  input: { draftId: string; owner: DraftOwner; now: Date; today: string },
): Promise<string | undefined> {
  const [draft] = await db
    .select({
      data: reservationDrafts.data,
      // A booking already made from the draft: createBooking answers with it (a second press of the pay button).
      booked: sql<boolean>`exists (select 1 from bookings b where b.draft_id = reservation_drafts.id
        and b.status in ('pending_payment', 'confirmed', 'awaiting_hotel'))`,
    })
    .from(reservationDrafts)
    .where(liveOwnedDraft(input.draftId, input.owner, input.now));
  if (!draft || draft.booked) return undefined;
  const data = draft.data as DraftFacts;
  const stay = Array.isArray(data?.rooms) ? stayOf(data, input.today) : undefined;
  if (!stay) return undefined;
  const wanted = wantedByType(data.rooms);
  const ids = [...wanted.keys()].filter(Number.isInteger);
  if (ids.length === 0) return undefined;
  const nights = await db
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      free: sql<number>`min(case when ${roomNights.closed} then 0 else ${roomNights.freeCount} end)`.mapWith(
        Number,
      ),
      nights: sql<number>`count(*)`.mapWith(Number),
    })
    .from(roomNights)
    .innerJoin(roomTypes, eq(roomTypes.id, roomNights.roomTypeId))
    .where(
      and(
        inArray(roomNights.roomTypeId, ids),
        gte(roomNights.date, stay.checkin),
        lt(roomNights.date, stay.checkout),
      ),
    )
    .groupBy(roomTypes.id, roomTypes.name)
    .orderBy(roomTypes.id);
  const full = nights.find((type) => type.nights === stay.nights && type.free < (wanted.get(type.id) ?? 0));
  return full?.name;
}
