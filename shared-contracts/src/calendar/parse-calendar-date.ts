// Reading a date a person typed or a caller passed: '1403/12/30', '1403-01-01', '۱۴۰۳/۱۲/۳۰', optionally
// followed by a time '14:30'. Jalali for 'fa', Gregorian for 'en'; anything else, or a year outside
// 1300-1499 (Jalali), is refused with null (product §5: invalid date strings are rejected).
import { toAsciiDigits } from '../text/digits';
import { type CalendarLocale, dateInMonth } from './calendar-system';
import { parseTime, type TimeOfDay } from './time-of-day';

const DATE_TEXT = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}:\d{2}))?$/;

/** A parsed date: the Gregorian ISO day and, when one was written, the time. */
export interface ParsedCalendarDate {
  date: string;
  time: TimeOfDay | null;
}

/**
 * @example parseCalendarDate('۱۴۰۳/۱۲/۳۰', 'fa') // → { date: '2025-03-20', time: null }
 * @example parseCalendarDate('1404/12/30', 'fa') // → null (1404 is not a leap year)
 * @example parseCalendarDate('2025-03-20 14:00', 'en') // → { date: '2025-03-20', time: { hour: 14, minute: 0 } }
 */
export function parseCalendarDate(text: string, locale: CalendarLocale): ParsedCalendarDate | null {
  const match = DATE_TEXT.exec(toAsciiDigits(text.trim()));
  if (!match) return null;
  const [, year, month, day, timeText] = match as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return null;
  const date = dateInMonth({ year: Number(year), month: monthNumber }, Number(day), locale);
  if (!date) return null;
  if (timeText === undefined) return { date, time: null };
  const time = parseTime(timeText);
  return time ? { date, time } : null;
}

/**
 * The picker's value check: an ISO 'YYYY-MM-DD' (optionally 'THH:mm') inside 1300-1499, else null, which
 * clears the selection (product §4: an invalid date value clears the selection).
 * @example readIsoValue('2025-03-20T14:00') // → { date: '2025-03-20', time: { hour: 14, minute: 0 } }
 * @example readIsoValue('2025-02-30') // → null
 */
export function readIsoValue(value: string | null | undefined): ParsedCalendarDate | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(value)) return null;
  return parseCalendarDate(value, 'en');
}
