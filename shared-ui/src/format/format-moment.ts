// A moment (an ISO timestamp from booking-api) as Iranians read it: the Jalali date in Tehran and the clock time.
import { formatCalendarDate, todayInTehran } from '@rahi/shared-contracts';

const TEHRAN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * @example formatMoment('2026-11-21T20:31:00Z') // → '۱۴۰۵/۰۹/۰۱ ۰۰:۰۱'
 */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [hour = 0, minute = 0] = TEHRAN_CLOCK.format(date).split(':').map(Number);
  return formatCalendarDate(todayInTehran(date), 'fa', { time: { hour, minute } });
}
