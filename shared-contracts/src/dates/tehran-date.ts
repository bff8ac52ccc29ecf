// Calendar dates as the API carries them (Gregorian 'YYYY-MM-DD'), and "today" as it is in Iran, not on the
// server's or the traveller's clock: a check-in is in the past by Tehran's calendar (product §2, route correction).
// Plain date arithmetic is done in UTC, where every day has 24 hours.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

// Iran has kept UTC+3:30 all year since it abolished daylight saving time: its last switch was back to
// +3:30 at 2022-09-21 20:30 UTC (tzdata 2022b). From that moment on the date is plain arithmetic; before it,
// Intl and the runtime's time zone data answer. The arithmetic matters on the page: a browser's first Intl
// time zone formatter costs ~16 ms (~64 ms under Lighthouse's 4x slowdown) inside a render. The test
// "agrees with the time zone data" fails if the runtime's data ever gives Tehran another offset.
const FIXED_OFFSET_SINCE_MS = Date.UTC(2022, 8, 21, 20, 30);
/** Tehran's offset from UTC, +3:30 (no daylight saving since 2022). */
export const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

let tehranFormatter: Intl.DateTimeFormat | undefined;

/** Built on first use: a formatter is costly, and this package is loaded on every page. */
function tehranParts(now: Date): Record<string, string> {
  tehranFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return Object.fromEntries(tehranFormatter.formatToParts(now).map((part) => [part.type, part.value]));
}

/** Milliseconds since the epoch at UTC midnight of an ISO date, or NaN when it is not a real date. */
function toUtcMs(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return Number.NaN;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years 0-99 as they are
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() : Number.NaN;
}

function fromUtcMs(ms: number): string {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`date out of range: year ${year}`);
  return date.toISOString().slice(0, 10);
}

function requireIsoDate(isoDate: string): number {
  const ms = toUtcMs(isoDate);
  if (Number.isNaN(ms)) throw new RangeError(`expected a date as YYYY-MM-DD, got '${isoDate}'`);
  return ms;
}

/**
 * True for a strict 'YYYY-MM-DD' that names a real day of the Gregorian calendar.
 * @example isIsoDate('2024-02-29') // → true
 * @example isIsoDate('2025-02-29') // → false (not a leap year)
 * @example isIsoDate('2025-2-9') // → false (not zero-padded)
 */
export function isIsoDate(text: string): boolean {
  return !Number.isNaN(toUtcMs(text));
}

/**
 * Today's date in Iran (Asia/Tehran, UTC+3:30 with no daylight saving since 2022), whatever the
 * machine's own time zone.
 * @example todayInTehran(new Date('2026-11-21T20:29:00Z')) // → '2026-11-21' (23:59 in Tehran)
 * @example todayInTehran(new Date('2026-11-21T20:31:00Z')) // → '2026-11-22' (00:01 in Tehran)
 */
export function todayInTehran(now: Date = new Date()): string {
  const ms = now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('todayInTehran needs a valid Date');
  // Every time zone's offset is whole minutes, so the date cannot change inside a UTC minute: remembering the
  // last minute's answer spares the work that every API request (resolveStay) would otherwise repeat.
  const minute = Math.floor(ms / 60_000);
  if (lastToday?.minute === minute) return lastToday.date;
  if (ms >= FIXED_OFFSET_SINCE_MS) {
    lastToday = { minute, date: new Date(ms + TEHRAN_OFFSET_MS).toISOString().slice(0, 10) };
    return lastToday.date;
  }
  const { year, month, day } = tehranParts(now);
  lastToday = { minute, date: `${year}-${month}-${day}` };
  return lastToday.date;
}

let lastToday: { minute: number; date: string } | undefined;

/**
 * The instant a Tehran day starts (the fixed +03:30 offset, as for every date the product sells).
 * @example tehranDayStart('2026-11-22') // → 2026-11-21T20:30:00.000Z
 */
export function tehranDayStart(isoDate: string): Date {
  return new Date(requireIsoDate(isoDate) - TEHRAN_OFFSET_MS);
}

/**
 * The date `days` days after (or, when negative, before) an ISO date.
 * @throws RangeError when the date is not a real 'YYYY-MM-DD' or `days` is not an integer.
 * @example addDays('2025-02-28', 1) // → '2025-03-01'
 * @example addDays('2026-01-01', -1) // → '2025-12-31'
 */
export function addDays(isoDate: string, days: number): string {
  const ms = requireIsoDate(isoDate);
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return fromUtcMs(ms + days * DAY_MS);
}

/**
 * Whole days from `from` to `to`: positive when `to` is later, as the nights between check-in and check-out.
 * @example daysBetween('2026-03-19', '2026-03-22') // → 3
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((requireIsoDate(to) - requireIsoDate(from)) / DAY_MS);
}
