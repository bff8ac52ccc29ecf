// The back office's sales report grouped by day, week (Saturday to Friday, as the Persian week runs) or Jalali
// month: each day's figures added into its period, the lead time averaged over the period's bookings. Pure, so
// booking-api and its tests share it.

import { PERSIAN_MONTH_NAMES } from '../calendar/calendar-names';
import { calendarPartsOf } from '../calendar/calendar-system';
import { formatCalendarDate } from '../calendar/format-calendar-date';
import { addDays } from '../dates/tehran-date';
import { toPersianDigits } from '../text/digits';

export type SalesGrouping = 'day' | 'week' | 'month';

/** One Tehran day's figures as booking-api reads them. */
export interface SalesDay {
  day: string;
  /** Bookings paid that day (cancelled later or not). */
  bookings: number;
  /** Room nights of those bookings. */
  nightsSold: number;
  /** What those bookings sold for (after the hotel's and the code's discounts), Rial. */
  revenue: number;
  /** Paid bookings cancelled that day. */
  cancellations: number;
  /** Money given back that day, Rial. */
  refunds: number;
  /** Days from paying to check-in, added over the day's bookings. */
  leadDaysSum: number;
}

export interface SalesPeriod extends Omit<SalesDay, 'day' | 'leadDaysSum'> {
  /** The period's first day, YYYY-MM-DD. */
  start: string;
  /** «۱۴۰۵/۰۹/۰۸», «هفته‌ی ۱۴۰۵/۰۹/۰۸», «آذر ۱۴۰۵». */
  label: string;
  /** Average days from paying to check-in; null without bookings. */
  leadDays: number | null;
}

/** The first day of the period `day` falls in. */
export function periodStart(day: string, by: SalesGrouping): string {
  if (by === 'day') return day;
  if (by === 'week') {
    // getUTCDay: 6 is Saturday, the first day of the Persian week.
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return addDays(day, -((weekday + 1) % 7));
  }
  const parts = calendarPartsOf(day, 'fa');
  return parts ? addDays(day, 1 - parts.day) : day;
}

function labelOf(start: string, by: SalesGrouping): string {
  if (by === 'day') return formatCalendarDate(start, 'fa');
  if (by === 'week') return `هفته‌ی ${formatCalendarDate(start, 'fa')}`;
  const parts = calendarPartsOf(start, 'fa');
  return parts ? `${PERSIAN_MONTH_NAMES[parts.month - 1]} ${toPersianDigits(parts.year)}` : start;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Every period from `from` to `to` (both included; one with nothing sold shows zeros), in date order, and the
 * range's totals.
 * @example salesPeriods([{ day: '2026-11-28', bookings: 2, … }], '2026-11-28', '2026-11-29', 'day').periods.length // → 2
 */
export function salesPeriods(days: readonly SalesDay[], from: string, to: string, by: SalesGrouping) {
  const empty = () => ({
    bookings: 0,
    nightsSold: 0,
    revenue: 0,
    cancellations: 0,
    refunds: 0,
    leadDaysSum: 0,
  });
  const byStart = new Map<string, ReturnType<typeof empty>>();
  for (let day = from; day <= to; day = addDays(day, 1)) byStart.set(periodStart(day, by), empty());
  const total = empty();
  for (const row of days) {
    const into = byStart.get(periodStart(row.day, by));
    if (!into) continue;
    for (const sum of [into, total])
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
  }
  const shown = ({ leadDaysSum, ...figures }: ReturnType<typeof empty>) => ({
    ...figures,
    leadDays: figures.bookings === 0 ? null : round1(leadDaysSum / figures.bookings),
  });
  const periods: SalesPeriod[] = [...byStart].map(([start, sums]) => ({
    start,
    label: labelOf(start, by),
    ...shown(sums),
  }));
  return { periods, totals: shown(total) };
}
