// How dates read in the picker and the fields: year/month/day with or without time (product §9), the long
// label a screen reader announces for a day, and the short 'پنجشنبه ۲۰ آذر' of the search box.
import { toPersianDigits } from '../text/digits';
import {
  ENGLISH_MONTH_NAMES,
  ENGLISH_WEEKDAY_NAMES,
  PERSIAN_MONTH_NAMES,
  PERSIAN_WEEKDAY_NAMES,
} from './calendar-names';
import { type CalendarLocale, type CalendarMonth, calendarPartsOf, weekdayOf } from './calendar-system';
import { formatTime, type TimeOfDay } from './time-of-day';

const pad = (n: number) => String(n).padStart(2, '0');
const digits = (text: string | number, locale: CalendarLocale) =>
  locale === 'fa' ? toPersianDigits(text) : String(text);

/**
 * Year/month/day in the locale's calendar, with the time when given. Persian digits for 'fa' unless
 * `latinDigits` is set (for machines).
 * @example formatCalendarDate('2025-03-20', 'fa') // → '۱۴۰۳/۱۲/۳۰'
 * @example formatCalendarDate('2025-03-20', 'fa', { time: { hour: 14, minute: 0 }, latinDigits: true }) // → '1403/12/30 14:00'
 */
export function formatCalendarDate(
  iso: string,
  locale: CalendarLocale,
  options: { time?: TimeOfDay | null; latinDigits?: boolean } = {},
): string {
  const parts = calendarPartsOf(iso, locale);
  if (!parts) return '';
  const text = `${parts.year}/${pad(parts.month)}/${pad(parts.day)}${options.time ? ` ${formatTime(options.time)}` : ''}`;
  return options.latinDigits ? text : digits(text, locale);
}

/**
 * The full name of a day, as a screen reader announces a grid cell.
 * @example formatDayLabel('2025-04-01', 'fa') // → 'سه‌شنبه ۱۲ فروردین ۱۴۰۴'
 * @example formatDayLabel('2025-04-01', 'en') // → 'Tuesday, April 1, 2025'
 */
export function formatDayLabel(iso: string, locale: CalendarLocale): string {
  const parts = calendarPartsOf(iso, locale);
  if (!parts) return '';
  const weekday = weekdayOf(iso);
  if (locale === 'en') {
    return `${ENGLISH_WEEKDAY_NAMES[weekday]}, ${ENGLISH_MONTH_NAMES[parts.month - 1]} ${parts.day}, ${parts.year}`;
  }
  return `${PERSIAN_WEEKDAY_NAMES[weekday]} ${toPersianDigits(parts.day)} ${PERSIAN_MONTH_NAMES[parts.month - 1]} ${toPersianDigits(parts.year)}`;
}

/**
 * Weekday, day and month without the year, for a field that has little room.
 * @example formatShortDay('2025-12-11', 'fa') // → 'پنجشنبه ۲۰ آذر'
 */
export function formatShortDay(iso: string, locale: CalendarLocale): string {
  const parts = calendarPartsOf(iso, locale);
  if (!parts) return '';
  const weekday = weekdayOf(iso);
  if (locale === 'en')
    return `${ENGLISH_WEEKDAY_NAMES[weekday]}, ${ENGLISH_MONTH_NAMES[parts.month - 1]} ${parts.day}`;
  return `${PERSIAN_WEEKDAY_NAMES[weekday]} ${toPersianDigits(parts.day)} ${PERSIAN_MONTH_NAMES[parts.month - 1]}`;
}

/**
 * Day and month only, for the narrowest fields.
 * @example formatDayMonth('2025-12-11', 'fa') // → '۲۰ آذر'
 */
export function formatDayMonth(iso: string, locale: CalendarLocale): string {
  const parts = calendarPartsOf(iso, locale);
  if (!parts) return '';
  if (locale === 'en') return `${ENGLISH_MONTH_NAMES[parts.month - 1]} ${parts.day}`;
  return `${toPersianDigits(parts.day)} ${PERSIAN_MONTH_NAMES[parts.month - 1]}`;
}

/**
 * The heading of a month page.
 * @example formatMonthTitle({ year: 1403, month: 12 }, 'fa') // → 'اسفند ۱۴۰۳'
 */
export function formatMonthTitle({ year, month }: CalendarMonth, locale: CalendarLocale): string {
  if (locale === 'en') return `${ENGLISH_MONTH_NAMES[month - 1]} ${year}`;
  return `${PERSIAN_MONTH_NAMES[month - 1]} ${toPersianDigits(year)}`;
}
