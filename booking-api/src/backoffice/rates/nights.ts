// A room type's nights as the back office reads and changes them. A night's rooms are what the hotel offers in
// all: the rooms bookings hold or bought (`taken`, counted from the bookings that hold inventory) plus the free
// ones (room_nights.free_count, which a booking takes from and gives back to).
import { addDays } from '@rahi/shared-contracts';
import type { StaffNight, StaffNightsChange } from '@rahi/shared-contracts/api';
import { STAFF_RATES_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { Transaction } from '../../db/retry-transaction';
import { ApiProblem } from '../../envelope';

/** The statuses whose bookings hold rooms (an unpaid one until the sweeper ends its hold). */
const HOLDING = sql`('pending_payment', 'confirmed', 'awaiting_hotel')`;

export interface NightRow {
  date: string;
  board: number;
  cust: number;
  free: number;
  closed: boolean;
}

/** Per night of the range: the rooms bookings hold of the room type, and which bookings. */
export async function takenRooms(db: Executor, roomTypeId: number, from: string, to: string) {
  const rows = await queryRows<{ date: string; reserve_id: string; rooms: number }>(
    db,
    sql`select d::date::text as date, b.reserve_id, count(*)::int as rooms
        from bookings b
        join booking_rooms br on br.booking_id = b.id and br.room_type_id = ${roomTypeId}
        cross join lateral generate_series(b.checkin::timestamp, (b.checkin + b.nights - 1)::timestamp, interval '1 day') d
        where b.status in ${HOLDING} and b.checkin <= ${to}::date and b.checkin + b.nights > ${from}::date
          and d::date between ${from}::date and ${to}::date
        group by 1, 2 order by 1, 2`,
  );
  const byDate = new Map<string, { rooms: number; reserveIds: string[] }>();
  for (const row of rows) {
    const entry = byDate.get(row.date) ?? { rooms: 0, reserveIds: [] };
    entry.rooms += row.rooms;
    entry.reserveIds.push(row.reserve_id);
    byDate.set(row.date, entry);
  }
  return byDate;
}

export async function nightRows(db: Executor, roomTypeId: number, from: string, to: string, lock: boolean) {
  return queryRows<NightRow>(
    db,
    sql`select date::text as date, board_price::float8 as board, customer_price::float8 as cust,
               free_count as free, closed
        from room_nights where room_type_id = ${roomTypeId} and date between ${from}::date and ${to}::date
        order by date ${lock ? sql`for update` : sql``}`,
  );
}

/** The room type's nights from `from` to `to` that have a price. */
export async function readNights(
  db: Executor,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<StaffNight[]> {
  const [rows, taken] = await Promise.all([
    nightRows(db, roomTypeId, from, to, false),
    takenRooms(db, roomTypeId, from, to),
  ]);
  return rows.map((row) => {
    const held = taken.get(row.date)?.rooms ?? 0;
    return {
      date: row.date,
      boardPrice: row.board,
      customerPrice: row.cust,
      rooms: row.free + held,
      taken: held,
      free: row.free,
      closed: row.closed,
    };
  });
}

/** Every day from `from` to `to` on one of `weekdays` (0 = Sunday … 6 = Saturday; all when none). */
export function daysOf(from: string, to: string, weekdays?: readonly number[]) {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!weekdays || weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) days.push(day);
  }
  return days;
}

export const NOTHING_HELD = { rooms: 0, reserveIds: [] as string[] };

/** What one night changes to (a field left out stays as it is). */
export interface NightChange {
  boardPrice?: number;
  customerPrice?: number;
  /** The night's rooms in all. */
  freeCount?: number;
  addRooms?: number;
  closed?: boolean;
}

type NextNight = { date: string; board: number; cust: number; free: number; closed: boolean };

/** The night after `change`, or the rule it breaks (422 prices, 409 rooms below those bookings hold). */
export function nextNight(
  row: NightRow,
  held: { rooms: number; reserveIds: string[] },
  change: NightChange,
): NextNight | { status: 409 | 422; problem: string } {
  const board = change.boardPrice ?? row.board;
  const cust = change.customerPrice ?? row.cust;
  if (cust > board) return { status: 422, problem: M.customerAboveBoard(row.date) };
  const rooms = change.freeCount ?? row.free + held.rooms + (change.addRooms ?? 0);
  if (rooms < held.rooms)
    return { status: 409, problem: M.belowTaken(row.date, held.rooms, held.reserveIds) };
  return { date: row.date, board, cust, free: rooms - held.rooms, closed: change.closed ?? row.closed };
}

/** Writes the nights of one room type in one statement. */
export async function writeNights(tx: Transaction, roomTypeId: number, nights: NextNight[]) {
  if (nights.length === 0) return;
  const values = sql.join(
    nights.map(
      (night) =>
        sql`(${night.date}::date, ${night.board}::bigint, ${night.cust}::bigint, ${night.free}::smallint, ${night.closed}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`update room_nights r
    set board_price = v.board, customer_price = v.cust, free_count = v.free, closed = v.closed
    from (values ${values}) as v(date, board, cust, free, closed)
    where r.room_type_id = ${roomTypeId} and r.date = v.date`);
}

/** Figures of the nights before a change, kept in the audit log. */
const spanOf = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

/**
 * Applies one change to the room type's chosen nights inside `tx`: locks them (in date order, as bookings do),
 * checks every night first and then writes them all in one statement. Refuses (nothing written) when a night
 * has no price, when a customer price would exceed the board price, or when the rooms would drop below those
 * bookings hold (naming them). Answers how many nights changed and what they were before.
 */
export async function changeNights(tx: Transaction, roomTypeId: number, change: StaffNightsChange) {
  const days = daysOf(change.from, change.to, change.weekdays);
  if (days.length === 0) throw new ApiProblem(422, [M.noNightInRange]);
  const chosen = new Set(days);
  const rows = (await nightRows(tx, roomTypeId, change.from, change.to, true)).filter((row) =>
    chosen.has(row.date),
  );
  const priced = new Set(rows.map((row) => row.date));
  const unpriced = days.filter((day) => !priced.has(day));
  if (unpriced.length > 0) throw new ApiProblem(422, [M.unpricedNights(unpriced)]);
  const taken = await takenRooms(tx, roomTypeId, change.from, change.to);

  const next = rows.map((row) => {
    const held = taken.get(row.date) ?? NOTHING_HELD;
    const night = nextNight(row, held, change);
    if ('problem' in night) throw new ApiProblem(night.status, [night.problem]);
    return night;
  });
  await writeNights(tx, roomTypeId, next);

  const before = {
    nights: rows.length,
    boardPrice: spanOf(rows.map((row) => row.board)),
    customerPrice: spanOf(rows.map((row) => row.cust)),
    free: spanOf(rows.map((row) => row.free)),
    closedNights: rows.filter((row) => row.closed).length,
  };
  return { changed: next.length, before };
}
