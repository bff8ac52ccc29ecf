// A moment (an ISO timestamp from booking-api) as Iranians read it: the Jalali date in Tehran and the clock time.
import { formatCalendarDate, todayInTehran } from '@rahi/shared-contracts';

// Made on first use, not when the module loads: a page's first Intl formatter loads ICU's data, a long task at
// start-up on a phone for every page that imports this and formats nothing.
let tehranClock: Intl.DateTimeFormat | undefined;
const clock = () =>
  (tehranClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tehran',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * @example formatMoment('2026-11-21T20:31:00Z') // → '۱۴۰۵/۰۹/۰۱ ۰۰:۰۱'
 */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [hour = 0, minute = 0] = clock().format(date).split(':').map(Number);
  return formatCalendarDate(todayInTehran(date), 'fa', { time: { hour, minute } });
}
