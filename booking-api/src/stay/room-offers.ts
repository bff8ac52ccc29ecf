// What each room type of a hotel costs for a stay, night by night: the rooms endpoint shows it and
// reservation drafts re-price against it, so the page and the server cannot disagree.
import { MESSAGES, PARTY_ADULTS, roomHolds } from '@rahi/shared-contracts';
import type { RoomOffer as ContractRoomOffer } from '@rahi/shared-contracts/api';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { roomNights, roomTypes } from '../db/schema';
import { ApiProblem } from '../envelope';
import type { Stay } from './check-stay';

/** The contract's room offer (with the room's size, which the page shows beside its capacity). */
export type RoomOffer = ContractRoomOffer;

type NightRow = typeof roomNights.$inferSelect;

const sum = (rows: NightRow[], pick: (row: NightRow) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

function toOffer(type: typeof roomTypes.$inferSelect, rows: NightRow[], adults: number): RoomOffer {
  const first = rows[0] as NightRow;
  // Late check-out happens the morning after the last night, priced with that night.
  const last = rows[rows.length - 1] as NightRow;
  return {
    id: type.id,
    name: type.name,
    capacity: type.capacity,
    maxExtraBeds: type.maxExtraBeds,
    breakfast: type.breakfast,
    sizeM2: type.sizeM2,
    holdsParty: roomHolds(type, type.maxExtraBeds) >= adults,
    freeCount: Math.min(...rows.map((row) => (row.closed ? 0 : row.freeCount))),
    nights: rows.map((row) => ({
      date: row.date,
      boardPrice: row.boardPrice,
      customerPrice: row.customerPrice,
    })),
    totalBoardPrice: sum(rows, (row) => row.boardPrice),
    totalCustomerPrice: sum(rows, (row) => row.customerPrice),
    extraBoardPrice: sum(rows, (row) => row.extraBoardPrice),
    extraCustomerPrice: sum(rows, (row) => row.extraCustomerPrice),
    early: {
      available: first.earlyCapacity > 0 && first.earlyBoardPrice > 0,
      earlyBoardPrice: first.earlyBoardPrice,
      earlyCustomerPrice: first.earlyCustomerPrice,
      extraEarlyBoardPrice: first.extraEarlyBoardPrice,
      extraEarlyCustomerPrice: first.extraEarlyCustomerPrice,
    },
    late: {
      available: last.lateCapacity > 0 && last.lateBoardPrice > 0,
      lateBoardPrice: last.lateBoardPrice,
      lateCustomerPrice: last.lateCustomerPrice,
      extraLateBoardPrice: last.extraLateBoardPrice,
      extraLateCustomerPrice: last.extraLateCustomerPrice,
    },
  };
}

/**
 * Every room type of the hotel with its prices for the stay, each saying whether one room holds a party of
 * `adults`; 422 when a night has no price.
 */
export async function loadRoomOffers(
  db: Executor,
  hotelId: number,
  stay: Stay,
  adults: number = PARTY_ADULTS.default,
): Promise<RoomOffer[]> {
  const types = await db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.id));
  if (types.length === 0) return [];
  const rows = await db
    .select({ night: roomNights })
    .from(roomNights)
    .innerJoin(roomTypes, eq(roomTypes.id, roomNights.roomTypeId))
    .where(
      and(
        eq(roomTypes.hotelId, hotelId),
        gte(roomNights.date, stay.checkin),
        lt(roomNights.date, stay.checkout),
      ),
    )
    .orderBy(asc(roomNights.roomTypeId), asc(roomNights.date));
  const byType = new Map<number, NightRow[]>();
  for (const { night } of rows)
    byType.set(night.roomTypeId, [...(byType.get(night.roomTypeId) ?? []), night]);
  return types.map((type) => {
    const nights = byType.get(type.id) ?? [];
    if (nights.length !== stay.nights) throw new ApiProblem(422, [MESSAGES.noPriceForNight]);
    return toOffer(type, nights, adults);
  });
}
