// The weeks of a month as the picker draws them: rows of seven cells starting on the locale's week start,
// with empty cells before the first and after the last day.

import { addDays, daysBetween } from '../dates/tehran-date';
import {
  type CalendarLocale,
  type CalendarMonth,
  monthSpan,
  weekdayOf,
  weekStartOf,
} from './calendar-system';

/** A row of seven cells: an ISO date, or null for a cell outside the month. */
export type CalendarWeek = Array<string | null>;

/**
 * The month's weeks. For 'fa' rows run Saturday to Friday, for 'en' Sunday to Saturday.
 * @example buildMonthGrid({ year: 1404, month: 1 }, 'fa')[0] // → [null, null, null, null, null, null, '2025-03-21'] (1 Farvardin 1404 is a Friday)
 */
export function buildMonthGrid(month: CalendarMonth, locale: CalendarLocale): CalendarWeek[] {
  const span = monthSpan(month, locale);
  if (!span) return [];
  const lead = (weekdayOf(span.first) - weekStartOf(locale) + 7) % 7;
  const count = daysBetween(span.first, span.last) + 1;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let i = 0; i < count; i += 1) cells.push(addDays(span.first, i));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Column heads in display order: weekday indexes (0 = Sunday) from the locale's week start. */
export function weekdayOrder(locale: CalendarLocale): number[] {
  const start = weekStartOf(locale);
  return Array.from({ length: 7 }, (_, i) => (start + i) % 7);
}
