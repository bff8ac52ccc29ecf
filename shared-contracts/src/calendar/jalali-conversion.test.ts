import fc from 'fast-check';
import moment from 'jalali-moment';
import { addDays } from '../dates/tehran-date';
import {
  isJalaliLeapYear,
  isoToJalali,
  isValidJalaliDate,
  JALALI_MAX_YEAR,
  JALALI_MIN_YEAR,
  type JalaliDate,
  jalaliMonthLength,
  jalaliToIso,
} from './jalali-conversion';

const FIRST_DAY = '1921-03-21'; // 1 Farvardin 1300
const LAST_DAY = '2121-03-20'; // the last day of 1499

/** Every Jalali day of 1300-1499, in order, with its Gregorian date. */
function everyDay(): Array<[JalaliDate, string]> {
  const days: Array<[JalaliDate, string]> = [];
  let iso = FIRST_DAY;
  for (let year = JALALI_MIN_YEAR; year <= JALALI_MAX_YEAR; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      for (let day = 1; day <= jalaliMonthLength(year, month); day += 1) {
        days.push([{ year, month, day }, iso]);
        iso = addDays(iso, 1);
      }
    }
  }
  return days;
}

const ALL_DAYS = everyDay();

const intlPersian = new Intl.DateTimeFormat('en-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function intlJalali(iso: string): JalaliDate {
  const parts = Object.fromEntries(
    intlPersian.formatToParts(new Date(`${iso}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

describe('Jalali <-> Gregorian conversion', () => {
  it('covers 200 years of consecutive days from 1 Farvardin 1300 to the end of 1499', () => {
    expect(ALL_DAYS).toHaveLength(73_049);
    expect(ALL_DAYS.at(-1)?.[1]).toBe(LAST_DAY);
  });

  it('goes Jalali -> Gregorian -> Jalali unchanged for every day of 1300-1499', () => {
    for (const [jalali, iso] of ALL_DAYS) {
      const gregorian = jalaliToIso(jalali);
      if (gregorian !== iso || JSON.stringify(isoToJalali(iso)) !== JSON.stringify(jalali)) {
        throw new Error(`mismatch at ${JSON.stringify(jalali)}: ${gregorian} vs ${iso}`);
      }
    }
  });

  it("agrees with Intl's persian calendar on every day of 1300-1499", () => {
    const mismatches = ALL_DAYS.filter(([jalali, iso]) => {
      const intl = intlJalali(iso);
      return intl.year !== jalali.year || intl.month !== jalali.month || intl.day !== jalali.day;
    });
    expect(mismatches.map(([, iso]) => iso)).toEqual([]);
  });

  it('agrees with jalali-moment on every day of 1300-1499', () => {
    const mismatches = ALL_DAYS.filter(([jalali, iso]) => {
      const m = moment.from(iso, 'en', 'YYYY-MM-DD');
      return m.jYear() !== jalali.year || m.jMonth() + 1 !== jalali.month || m.jDate() !== jalali.day;
    });
    expect(mismatches.map(([, iso]) => iso)).toEqual([]);
  });

  it.each([
    [1403, '2025-03-19', '2025-03-20', '2025-03-21'],
    [1408, '2030-03-19', '2030-03-20', '2030-03-21'],
  ])('rolls from 30 Esfand %i to 1 Farvardin in a leap year', (year, day29, day30, nowruz) => {
    expect(isJalaliLeapYear(year)).toBe(true);
    expect(jalaliToIso({ year, month: 12, day: 29 })).toBe(day29);
    expect(jalaliToIso({ year, month: 12, day: 30 })).toBe(day30);
    expect(jalaliToIso({ year: year + 1, month: 1, day: 1 })).toBe(nowruz);
    expect(isoToJalali(day30)).toEqual({ year, month: 12, day: 30 });
    expect(isoToJalali(nowruz)).toEqual({ year: year + 1, month: 1, day: 1 });
  });

  it.each([
    [1402, '2024-03-19', '2024-03-20'],
    [1404, '2026-03-20', '2026-03-21'],
  ])('rolls from 29 Esfand %i to 1 Farvardin in a common year', (year, lastDay, nowruz) => {
    expect(isJalaliLeapYear(year)).toBe(false);
    expect(jalaliMonthLength(year, 12)).toBe(29);
    expect(jalaliToIso({ year, month: 12, day: 29 })).toBe(lastDay);
    expect(jalaliToIso({ year, month: 12, day: 30 })).toBeNull();
    expect(isoToJalali(nowruz)).toEqual({ year: year + 1, month: 1, day: 1 });
    expect(addDays(lastDay, 1)).toBe(nowruz);
  });

  it('gives months of 31, 30 and 29 or 30 days', () => {
    expect([1, 6, 7, 11, 12].map((month) => jalaliMonthLength(1404, month))).toEqual([31, 31, 30, 30, 29]);
  });

  it('refuses years outside 1300-1499', () => {
    expect(jalaliToIso({ year: 1299, month: 12, day: 29 })).toBeNull();
    expect(jalaliToIso({ year: 1500, month: 1, day: 1 })).toBeNull();
    expect(isoToJalali('1921-03-20')).toBeNull();
    expect(isoToJalali('2121-03-21')).toBeNull();
    expect(() => isJalaliLeapYear(1500)).toThrow(RangeError);
  });

  it('refuses days that do not exist', () => {
    expect(isValidJalaliDate({ year: 1404, month: 7, day: 31 })).toBe(false);
    expect(isValidJalaliDate({ year: 1404, month: 13, day: 1 })).toBe(false);
    expect(isValidJalaliDate({ year: 1404, month: 1, day: 0 })).toBe(false);
    expect(isValidJalaliDate({ year: 1404.5, month: 1, day: 1 })).toBe(false);
    expect(isoToJalali('2025-02-29')).toBeNull();
    expect(isoToJalali('2025-2-9')).toBeNull();
  });

  it('keeps the order of days (a later Jalali day is a later Gregorian day)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ALL_DAYS.length - 2 }), (index) => {
        const [a, b] = [ALL_DAYS[index] as [JalaliDate, string], ALL_DAYS[index + 1] as [JalaliDate, string]];
        expect(jalaliToIso(b[0])).toBe(addDays(jalaliToIso(a[0]) as string, 1));
      }),
    );
  });
});
