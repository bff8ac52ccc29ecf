// Jalali (Solar Hijri) <-> Gregorian by exact arithmetic, so the browser needs neither moment nor Intl's
// persian calendar (which cannot convert back from Jalali). The leap rule is Borkowski's, as in jalaali-js:
// years follow 33-year cycles between "break" years fitted to the astronomical vernal equinox at Tehran.
// Tests check every day of 1300-1499 against Intl's persian calendar and against jalali-moment.

/** The years the picker accepts (product §5). */
export const JALALI_MIN_YEAR = 1300;
export const JALALI_MAX_YEAR = 1499;

/** A day of the Jalali calendar; month 1 is Farvardin. */
export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
];
const DAY_MS = 86_400_000;
const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;

/** Leap position in the cycle (0 = leap) and the March day of Nowruz for a Jalali year. */
function yearFacts(year: number): { leap: number; nowruzMs: number } {
  const gy = year + 621;
  let leapJ = -14;
  let jp = BREAKS[0] as number;
  let jump = 0;
  for (let i = 1; i < BREAKS.length; i += 1) {
    const jm = BREAKS[i] as number;
    jump = jm - jp;
    if (year < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = year - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { leap, nowruzMs: Date.UTC(gy, 2, march) };
}

const inRange = (year: number) =>
  Number.isInteger(year) && year >= JALALI_MIN_YEAR && year <= JALALI_MAX_YEAR;

/**
 * True when Esfand of this Jalali year has 30 days.
 * @example isJalaliLeapYear(1403) // → true
 * @example isJalaliLeapYear(1404) // → false
 */
export function isJalaliLeapYear(year: number): boolean {
  if (!inRange(year))
    throw new RangeError(`Jalali year out of range ${JALALI_MIN_YEAR}-${JALALI_MAX_YEAR}: ${year}`);
  return yearFacts(year).leap === 0;
}

/**
 * Days in a Jalali month: 31 for the first six, 30 for the next five, Esfand 29 or 30 in a leap year.
 * @example jalaliMonthLength(1403, 12) // → 30
 */
export function jalaliMonthLength(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Jalali month must be 1-12: ${month}`);
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

/** True for a real day of a supported Jalali year. */
export function isValidJalaliDate({ year, month, day }: JalaliDate): boolean {
  if (!inRange(year) || !Number.isInteger(month) || month < 1 || month > 12) return false;
  return Number.isInteger(day) && day >= 1 && day <= jalaliMonthLength(year, month);
}

/**
 * The Gregorian ISO date of a Jalali day, or null when the day does not exist or the year is outside 1300-1499.
 * @example jalaliToIso({ year: 1404, month: 1, day: 1 }) // → '2025-03-21'
 * @example jalaliToIso({ year: 1404, month: 12, day: 30 }) // → null (1404 is not leap)
 */
export function jalaliToIso(date: JalaliDate): string | null {
  if (!isValidJalaliDate(date)) return null;
  const dayOfYear = date.month <= 6 ? (date.month - 1) * 31 : 186 + (date.month - 7) * 30;
  const ms = yearFacts(date.year).nowruzMs + (dayOfYear + date.day - 1) * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Jalali day of a Gregorian ISO date, or null when the text is not a real date or falls outside 1300-1499.
 * @example isoToJalali('2025-03-20') // → { year: 1403, month: 12, day: 30 }
 */
export function isoToJalali(iso: string): JalaliDate | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [gy, gm, gd] = match.slice(1).map(Number) as [number, number, number];
  const ms = Date.UTC(gy, gm - 1, gd);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== gy || check.getUTCMonth() !== gm - 1 || check.getUTCDate() !== gd)
    return null;
  let year = gy - 621;
  if (year > JALALI_MAX_YEAR + 1 || year < JALALI_MIN_YEAR) return null;
  let start = yearFacts(year).nowruzMs;
  if (ms < start) {
    year -= 1;
    start = yearFacts(year).nowruzMs;
  }
  if (!inRange(year)) return null;
  const dayOfYear = Math.round((ms - start) / DAY_MS);
  if (dayOfYear < 186) return { year, month: div(dayOfYear, 31) + 1, day: mod(dayOfYear, 31) + 1 };
  const rest = dayOfYear - 186;
  return { year, month: div(rest, 30) + 7, day: mod(rest, 30) + 1 };
}
