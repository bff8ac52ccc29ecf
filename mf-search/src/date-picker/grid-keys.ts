// Where focus goes in the day grid for each key (the WAI-ARIA grid and date-picker patterns): arrows by a
// day or a week, Page Up/Down by a month (with Shift by a year), Home/End to the week's start/end. In Persian
// the grid runs right to left, so the left arrow is the next day.
import {
  addDays,
  addMonths,
  type CalendarLocale,
  calendarPartsOf,
  dateInMonth,
  monthLength,
  weekdayOf,
  weekStartOf,
} from '@rahi/shared-contracts';

/** The same day `count` months away, on the month's last day when it is shorter. */
function shiftMonths(iso: string, count: number, locale: CalendarLocale): string | null {
  const parts = calendarPartsOf(iso, locale);
  if (!parts) return null;
  const target = addMonths(parts, count);
  try {
    return dateInMonth(target, Math.min(parts.day, monthLength(target, locale)), locale);
  } catch {
    return null; // a month outside 1300-1499
  }
}

/**
 * The day focus moves to, or null when the key is not a grid movement (or leaves 1300-1499).
 * @example dayForKey('2025-03-20', { key: 'ArrowLeft' }, 'fa') // → '2025-03-21'
 */
export function dayForKey(
  iso: string,
  event: { key: string; shiftKey?: boolean },
  locale: CalendarLocale,
): string | null {
  const forward = locale === 'fa' ? 'ArrowLeft' : 'ArrowRight';
  const back = locale === 'fa' ? 'ArrowRight' : 'ArrowLeft';
  const intoWeek = (weekdayOf(iso) - weekStartOf(locale) + 7) % 7;
  const months = event.shiftKey ? 12 : 1;
  switch (event.key) {
    case forward:
      return addDays(iso, 1);
    case back:
      return addDays(iso, -1);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'PageDown':
      return shiftMonths(iso, months, locale);
    case 'PageUp':
      return shiftMonths(iso, -months, locale);
    case 'Home':
      return addDays(iso, -intoWeek);
    case 'End':
      return addDays(iso, 6 - intoWeek);
    default:
      return null;
  }
}
