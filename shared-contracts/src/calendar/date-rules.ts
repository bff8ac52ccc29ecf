// Which days a traveller may choose (product §5): inside the picker's span and the caller's [min, max], and not
// disabled. A range may not span a disabled day, and month arrows dim when the next month has nothing allowed.
import { addDays } from '../dates/tehran-date';
import {
  addMonths,
  CALENDAR_FIRST_DAY,
  CALENDAR_LAST_DAY,
  type CalendarLocale,
  type CalendarMonth,
  isSupportedDate,
  monthSpan,
} from './calendar-system';

/** The caller's limits. min and max are inclusive ISO dates. */
export interface DateConstraints {
  min?: string | null;
  max?: string | null;
  isDisabled?: (iso: string) => boolean;
}

/** The effective inclusive bounds: the caller's, narrowed to the supported span 1300-1499. */
export function effectiveBounds({ min, max }: DateConstraints): { min: string; max: string } {
  return {
    min: min && min > CALENDAR_FIRST_DAY ? min : CALENDAR_FIRST_DAY,
    max: max && max < CALENDAR_LAST_DAY ? max : CALENDAR_LAST_DAY,
  };
}

/** True when a day is inside the bounds and not disabled. */
export function isDateSelectable(iso: string, constraints: DateConstraints = {}): boolean {
  if (!isSupportedDate(iso)) return false;
  const { min, max } = effectiveBounds(constraints);
  if (iso < min || iso > max) return false;
  return !constraints.isDisabled?.(iso);
}

/**
 * True when any day from `start` to `end`, both included, cannot be chosen.
 * @example rangeHasBlockedDay('2025-03-19', '2025-03-22', { isDisabled: (d) => d === '2025-03-21' }) // → true
 */
export function rangeHasBlockedDay(start: string, end: string, constraints: DateConstraints = {}): boolean {
  const [from, to] = start <= end ? [start, end] : [end, start];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!isDateSelectable(day, constraints)) return true;
  }
  return false;
}

/** True when the month holds at least one day inside the bounds (the month arrows' rule). */
export function isMonthAllowed(
  month: CalendarMonth,
  locale: CalendarLocale,
  constraints: DateConstraints = {},
): boolean {
  const span = monthSpan(month, locale);
  if (!span) return false;
  const { min, max } = effectiveBounds(constraints);
  return span.last >= min && span.first <= max;
}

/** Whether the months before and after `month` may be shown. */
export function adjacentMonthsAllowed(
  month: CalendarMonth,
  locale: CalendarLocale,
  constraints: DateConstraints = {},
): { previous: boolean; next: boolean } {
  return {
    previous: isMonthAllowed(addMonths(month, -1), locale, constraints),
    next: isMonthAllowed(addMonths(month, 1), locale, constraints),
  };
}
