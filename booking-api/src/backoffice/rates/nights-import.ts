// A month (or any range) of rates from the CSV file a hotel keeps: one line per night and room type, the columns of
// shared-contracts' RATES_CSV_COLUMNS (English or Persian names; Jalali or ISO dates; Toman; Persian digits). Every
// line is read and checked first, then every rule inside one transaction; any problem, on any line, and nothing is
// written: the answer lists each line's problems («سطر ۵: …»).
import { calendarPartsOf, isIsoDate, parseCalendarDate, toAsciiDigits } from '@rahi/shared-contracts';
import { RATES_CSV_COLUMNS, RATES_CSV_LIMITS } from '@rahi/shared-contracts/api';
import { STAFF_RATES_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { parse } from 'csv-parse/sync';
import type { Transaction } from '../../db/retry-transaction';
import { ApiProblem } from '../../envelope';
import { type NightChange, NOTHING_HELD, nextNight, nightRows, takenRooms, writeNights } from './nights';

type ColumnKey = (typeof RATES_CSV_COLUMNS)[number]['key'];

/** One line of the file, read: its number (the heading is line 1), night, room type and change. */
export interface ImportLine {
  line: number;
  date: string;
  roomTypeId: number;
  change: NightChange;
}

/** The most problems listed in one answer; the rest are counted. */
const PROBLEMS_LISTED = 50;

const plain = (text: string) => toAsciiDigits(text).trim();

/** A night as written: ISO, or Jalali (1405/09/10, Persian digits allowed). */
function readDate(text: string): string | undefined {
  const value = plain(text);
  if (isIsoDate(value)) return calendarPartsOf(value, 'fa') ? value : undefined;
  return parseCalendarDate(value, 'fa')?.date;
}

/** A whole number, thousands marks allowed; undefined for an empty cell, NaN when not a number. */
function readWhole(text: string): number | undefined {
  const value = plain(text).replace(/[,٬،\s]/g, '');
  if (value === '') return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

const YES = new Set(['1', 'yes', 'y', 'true', 'بله', 'آری', 'بسته']);
const NO = new Set(['0', 'no', 'n', 'false', 'خیر', 'نه', 'باز']);

/** Problems found so far, by line; thrown as one 422 once reading or checking is done. */
class Problems {
  readonly list: string[] = [];
  add(line: number, problem: string) {
    this.list.push(M.onLine(line, problem));
  }
  throwAny() {
    if (this.list.length === 0) return;
    const shown = this.list.slice(0, PROBLEMS_LISTED);
    if (this.list.length > PROBLEMS_LISTED)
      shown.push(M.importMoreErrors(this.list.length - PROBLEMS_LISTED));
    throw new ApiProblem(422, shown);
  }
}

/** The heading's columns: each known column's index; an unknown or missing required one is refused. */
function readHeading(heading: string[]) {
  const index = new Map<ColumnKey, number>();
  for (const [position, name] of heading.entries()) {
    const column = RATES_CSV_COLUMNS.find((known) =>
      (known.names as readonly string[]).includes(name.trim().toLowerCase()),
    );
    if (!column) throw new ApiProblem(422, [M.importUnknownColumn(name.trim())]);
    index.set(column.key, position);
  }
  for (const column of RATES_CSV_COLUMNS)
    if (column.required && !index.has(column.key))
      throw new ApiProblem(422, [M.importMissingColumn(column.names[0])]);
  return index;
}

/**
 * Reads the file against the hotel's room types (by name or number). Throws 422 with every line's problems, or
 * answers the lines. Nothing here reads the database.
 */
export function readImport(csv: string, roomTypes: readonly { id: number; name: string }[], today: string) {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      to_line: RATES_CSV_LIMITS.lines + 1,
    }) as string[][];
  } catch (error) {
    throw new ApiProblem(422, [M.importUnreadable(error instanceof Error ? error.message : String(error))]);
  }
  if (records.length > RATES_CSV_LIMITS.lines) throw new ApiProblem(422, [M.importTooLarge]);
  const [heading, ...body] = records;
  if (!heading || body.length === 0) throw new ApiProblem(422, [M.importEmpty]);
  const columns = readHeading(heading);
  const byName = new Map(roomTypes.map((type) => [type.name.trim(), type.id]));
  const ids = new Set(roomTypes.map((type) => type.id));
  const problems = new Problems();
  const seen = new Map<string, number>();
  const lines: ImportLine[] = [];
  for (const [offset, record] of body.entries()) {
    const line = offset + 2;
    const found = problems.list.length;
    const cell = (key: ColumnKey) => {
      const position = columns.get(key);
      return position === undefined ? '' : (record[position] ?? '');
    };
    const dateText = cell('date');
    const date = readDate(dateText);
    if (!date) problems.add(line, M.lineDate(dateText));
    else if (date < today) problems.add(line, M.pastNights);
    const typeText = plain(cell('roomType'));
    const roomTypeId =
      byName.get(cell('roomType').trim()) ?? (ids.has(Number(typeText)) ? Number(typeText) : undefined);
    if (roomTypeId === undefined) problems.add(line, M.lineRoomType(cell('roomType')));
    const change: NightChange = {};
    const money = (key: 'boardPrice' | 'customerPrice') => {
      const value = readWhole(cell(key));
      if (value === undefined) return;
      if (!Number.isFinite(value) || value < 1 || value > 100_000_000_000)
        problems.add(line, M.lineNumber(columnName(key), cell(key)));
      else change[key] = value * 10;
    };
    money('boardPrice');
    money('customerPrice');
    const rooms = readWhole(cell('rooms'));
    if (rooms !== undefined) {
      if (!Number.isFinite(rooms) || rooms > 999)
        problems.add(line, M.lineNumber(columnName('rooms'), cell('rooms')));
      else change.freeCount = rooms;
    }
    const closed = plain(cell('closed')).toLowerCase();
    if (YES.has(closed)) change.closed = true;
    else if (NO.has(closed)) change.closed = false;
    else if (closed !== '') problems.add(line, M.lineClosed(cell('closed')));
    if (Object.keys(change).length === 0 && problems.list.length === found) problems.add(line, M.lineNothing);
    if (!date || roomTypeId === undefined) continue;
    const key = `${roomTypeId}|${date}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.add(line, M.lineRepeated(earlier));
    else seen.set(key, line);
    lines.push({ line, date, roomTypeId, change });
  }
  problems.throwAny();
  return lines;
}

const columnName = (key: ColumnKey) =>
  RATES_CSV_COLUMNS.find((column) => column.key === key)?.names[1] ?? key;

/**
 * Applies the lines inside `tx`, room type by room type in id order (each one's nights locked in date order, as
 * bookings lock them): every line is checked first (a night without a price, a customer price above the board
 * price, rooms below those bookings hold), all problems thrown together, else each room type written in one
 * statement. Answers the nights changed and their range.
 */
export async function applyImport(tx: Transaction, lines: readonly ImportLine[]) {
  const problems = new Problems();
  const byType = new Map<number, ImportLine[]>();
  for (const line of lines) byType.set(line.roomTypeId, [...(byType.get(line.roomTypeId) ?? []), line]);
  const writes: [number, Exclude<ReturnType<typeof nextNight>, { problem: string }>[]][] = [];
  for (const [roomTypeId, ofType] of [...byType].sort(([a], [b]) => a - b)) {
    const dates = ofType.map((line) => line.date).sort();
    const from = dates[0] as string;
    const to = dates[dates.length - 1] as string;
    const rows = new Map((await nightRows(tx, roomTypeId, from, to, true)).map((row) => [row.date, row]));
    const taken = await takenRooms(tx, roomTypeId, from, to);
    const next = [];
    for (const line of ofType) {
      const row = rows.get(line.date);
      if (!row) {
        problems.add(line.line, M.unpricedNights([line.date]));
        continue;
      }
      const night = nextNight(row, taken.get(line.date) ?? NOTHING_HELD, line.change);
      if ('problem' in night) problems.add(line.line, night.problem);
      else next.push(night);
    }
    writes.push([roomTypeId, next]);
  }
  problems.throwAny();
  for (const [roomTypeId, nights] of writes) await writeNights(tx, roomTypeId, nights);
  const dates = lines.map((line) => line.date).sort();
  return {
    lines: lines.length,
    nights: new Set(dates).size,
    from: dates[0] as string,
    to: dates[dates.length - 1] as string,
  };
}
