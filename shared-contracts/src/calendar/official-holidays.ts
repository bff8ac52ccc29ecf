// Iran's official holidays that move hotel prices and cancellation rules: Nowruz (1-13 Farvardin), the fixed
// solar holidays and the lunar ones. Lunar days come from ICU's Umm al-Qura calendar, which can differ by a day
// from Iran's official sighting, so callers that price or keep a night also count the night before a holiday.

import { isoToJalali } from './jalali-conversion';

type MonthDay = readonly [month: number, day: number];

const SOLAR_HOLIDAYS: MonthDay[] = [
  [3, 14],
  [3, 15],
  [11, 22],
  [12, 29],
];
/** Tasua, Ashura, Arbaeen, 28 Safar, Mawlid, Fatimiyya, 13 Rajab, Mab'ath, 15 Sha'ban, 21 Ramadan, Eid al-Fitr (2 days), 25 Shawwal, Eid al-Adha, Ghadir. */
const LUNAR_HOLIDAYS: MonthDay[] = [
  [1, 9],
  [1, 10],
  [2, 20],
  [2, 28],
  [3, 17],
  [6, 3],
  [7, 13],
  [7, 27],
  [8, 15],
  [9, 21],
  [10, 1],
  [10, 2],
  [10, 25],
  [12, 10],
  [12, 18],
];

// Made on first use, not when the module loads: the first Intl formatter of a page loads ICU's calendar data, which
// cost every page importing shared-contracts a long task at start-up on a phone (34 ms unthrottled, in the
// reservation page's CPU profile), holidays asked for or not.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(calendar: 'persian' | 'islamic-umalqura'): Intl.DateTimeFormat {
  let format = formats.get(calendar);
  if (!format) {
    format = new Intl.DateTimeFormat(`en-US-u-ca-${calendar}`, {
      timeZone: 'UTC',
      month: 'numeric',
      day: 'numeric',
    });
    formats.set(calendar, format);
  }
  return format;
}

/**
 * The month and day of a Gregorian date (YYYY-MM-DD) in the Persian or the lunar calendar. The Persian one is
 * arithmetic (jalali-conversion.ts) for 1300-1499, so Nowruz, the only holidays of the default cancellation policy,
 * loads no ICU data while a page hydrates; ICU answers outside those years and for the lunar calendar.
 */
export function monthDayIn(calendar: 'persian' | 'lunar', date: string): MonthDay {
  const jalali = calendar === 'persian' ? isoToJalali(date) : null;
  if (jalali) return [jalali.month, jalali.day];
  const format = formatter(calendar === 'persian' ? 'persian' : 'islamic-umalqura');
  const parts = format.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return [part('month'), part('day')];
}

const isIn = (days: readonly MonthDay[], [month, day]: MonthDay) =>
  days.some(([m, d]) => m === month && d === day);

/** Whether the date is 1-13 Farvardin. */
export function isNowruzDay(date: string): boolean {
  const [month, day] = monthDayIn('persian', date);
  return month === 1 && day <= 13;
}

/**
 * Whether the date is an official solar or lunar holiday (Nowruz apart).
 * @example isOfficialHoliday('2026-02-11') // → true (22 Bahman)
 */
export function isOfficialHoliday(date: string): boolean {
  const lunar = monthDayIn('lunar', date);
  // The last day of Safar (Imam Reza's martyrdom) is the 29th or 30th.
  return (
    isIn(SOLAR_HOLIDAYS, monthDayIn('persian', date)) ||
    isIn(LUNAR_HOLIDAYS, lunar) ||
    (lunar[0] === 2 && lunar[1] >= 29)
  );
}
