// One interface over the two calendars the picker speaks: Jalali for 'fa' and Gregorian for 'en'. A month is
// named in the locale's own calendar; a day is always the Gregorian ISO date the API carries.
// Week start: Saturday for 'fa', as Iranian calendars print it; Sunday for 'en', the default locale of the
// original picker's Gregorian configuration (product §9 "week starts on Sunday in the default locale").
import { addDays, isIsoDate } from '../dates/tehran-date';
import {
  isoToJalali,
  JALALI_MAX_YEAR,
  JALALI_MIN_YEAR,
  jalaliMonthLength,
  jalaliToIso,
} from './jalali-conversion';

export type CalendarLocale = 'fa' | 'en';

/** A month in the locale's calendar: Jalali year/month for 'fa', Gregorian for 'en'. Months count from 1. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The first and last day the picker knows: 1 Farvardin 1300 and 29 Esfand 1499, in both locales. */
export const CALENDAR_FIRST_DAY = '1921-03-21';
export const CALENDAR_LAST_DAY = '2121-03-20';

/** True for a real ISO date within 1300-1499 (Jalali), the picker's whole span. */
export function isSupportedDate(iso: string): boolean {
  return isIsoDate(iso) && iso >= CALENDAR_FIRST_DAY && iso <= CALENDAR_LAST_DAY;
}

/** Day of the week of an ISO date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** The weekday a grid row starts on: 6 (Saturday) for 'fa', 0 (Sunday) for 'en'. */
export function weekStartOf(locale: CalendarLocale): number {
  return locale === 'fa' ? 6 : 0;
}

/** Year, month and day of an ISO date in the locale's calendar; null outside the supported span. */
export function calendarPartsOf(
  iso: string,
  locale: CalendarLocale,
): { year: number; month: number; day: number } | null {
  if (!isSupportedDate(iso)) return null;
  if (locale === 'fa') return isoToJalali(iso);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** The month an ISO date falls in, in the locale's calendar. */
export function monthOf(iso: string, locale: CalendarLocale): CalendarMonth | null {
  const parts = calendarPartsOf(iso, locale);
  return parts && { year: parts.year, month: parts.month };
}

/** Days in a month of the locale's calendar. */
export function monthLength({ year, month }: CalendarMonth, locale: CalendarLocale): number {
  if (locale === 'fa') return jalaliMonthLength(year, month);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The ISO date of a day of a month, or null when that day does not exist or is outside the span. */
export function dateInMonth(
  { year, month }: CalendarMonth,
  day: number,
  locale: CalendarLocale,
): string | null {
  if (locale === 'fa') return jalaliToIso({ year, month, day });
  if (!Number.isInteger(day) || day < 1 || day > 31) return null;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isSupportedDate(iso) ? iso : null;
}

/** The month `count` months after (or before) a month. */
export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** First and last ISO day of a month, clipped to the supported span; null when the month is wholly outside. */
export function monthSpan(
  month: CalendarMonth,
  locale: CalendarLocale,
): { first: string; last: string } | null {
  if (locale === 'fa' && (month.year < JALALI_MIN_YEAR || month.year > JALALI_MAX_YEAR)) return null;
  const length = locale === 'fa' ? jalaliMonthLength(month.year, month.month) : monthLength(month, locale);
  const pad = (n: number) => String(n).padStart(2, '0');
  const first =
    locale === 'fa'
      ? jalaliToIso({ ...month, day: 1 })
      : `${String(month.year).padStart(4, '0')}-${pad(month.month)}-01`;
  if (!first) return null;
  const last = addDays(first, length - 1);
  if (last < CALENDAR_FIRST_DAY || first > CALENDAR_LAST_DAY) return null;
  return {
    first: first < CALENDAR_FIRST_DAY ? CALENDAR_FIRST_DAY : first,
    last: last > CALENDAR_LAST_DAY ? CALENDAR_LAST_DAY : last,
  };
}
