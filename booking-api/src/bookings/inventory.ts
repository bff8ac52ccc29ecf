// Per-night inventory: a booking takes one free room per night of its stay for each of its rooms, plus an
// early check-in on the first day and a late check-out on the last, and gives them back when it expires or is
// cancelled; nothing is taken from a night the hotel has closed. Rows are locked in one order (room type, date) so two bookings never deadlock on each other.
import { addDays, MESSAGES } from '@rahi/shared-contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { Transaction } from '../db/retry-transaction';
import { ApiProblem } from '../envelope';
import type { Stay } from '../stay/check-stay';

export interface HeldRoom {
  roomTypeId: number;
  name: string;
  earlyCheckIn: boolean;
  lateCheckOut: boolean;
}

/** Locks every night of the stay of these room types until the transaction ends. */
export async function lockNights(tx: Transaction, roomTypeIds: number[], stay: Stay) {
  const ids = [...new Set(roomTypeIds)].sort((a, b) => a - b);
  await tx.execute(sql`select 1 from room_nights
    where room_type_id in (${sql.join(ids, sql`, `)}) and date >= ${stay.checkin} and date < ${stay.checkout}
    order by room_type_id, date for update`);
}

function group(rooms: HeldRoom[]) {
  const byType = new Map<number, { name: string; rooms: number; early: number; late: number }>();
  for (const room of rooms) {
    const entry = byType.get(room.roomTypeId) ?? { name: room.name, rooms: 0, early: 0, late: 0 };
    entry.rooms += 1;
    entry.early += room.earlyCheckIn ? 1 : 0;
    entry.late += room.lateCheckOut ? 1 : 0;
    byType.set(room.roomTypeId, entry);
  }
  return [...byType.entries()].sort(([a], [b]) => a - b);
}

/**
 * Takes (direction -1) or gives back (+1) the rooms for every night of the stay. Taking refuses with 409, the
 * room named, when a night has too few free rooms or the day too little early/late capacity.
 */
export async function moveInventory(tx: Transaction, rooms: HeldRoom[], stay: Stay, direction: 1 | -1) {
  const lastNight = addDays(stay.checkout, -1);
  for (const [roomTypeId, entry] of group(rooms)) {
    const change = direction * entry.rooms;
    const updated = await queryRows<{ date: string }>(
      tx as never,
      sql`update room_nights set free_count = free_count + ${change}
        where room_type_id = ${roomTypeId} and date >= ${stay.checkin} and date < ${stay.checkout}
          and free_count + ${change} >= 0 ${direction < 0 ? sql`and not closed` : sql``}
        returning date`,
    );
    if (updated.length !== stay.nights) throw new ApiProblem(409, [`${MESSAGES.roomFull} (${entry.name})`]);
    const extras = [
      {
        column: sql.raw('early_capacity'),
        count: entry.early,
        date: stay.checkin,
        message: MESSAGES.noEarlyCapacity,
      },
      {
        column: sql.raw('late_capacity'),
        count: entry.late,
        date: lastNight,
        message: MESSAGES.noLateCapacity,
      },
    ];
    for (const extra of extras) {
      if (extra.count === 0) continue;
      const moved = await queryRows<{ date: string }>(
        tx as never,
        sql`update room_nights set ${extra.column} = ${extra.column} + ${direction * extra.count}
          where room_type_id = ${roomTypeId} and date = ${extra.date}
            and ${extra.column} + ${direction * extra.count} >= 0
          returning date`,
      );
      if (moved.length !== 1) throw new ApiProblem(409, [`${extra.message} (${entry.name})`]);
    }
  }
}
