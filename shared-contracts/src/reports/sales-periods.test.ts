import { periodStart, type SalesDay, salesPeriods } from './sales-periods';

const sold = (day: string, bookings: number, leadDaysSum: number): SalesDay => ({
  day,
  bookings,
  nightsSold: bookings * 2,
  revenue: bookings * 10_000_000,
  cancellations: 0,
  refunds: 0,
  leadDaysSum,
});

describe('salesPeriods', () => {
  it('starts a week on Saturday and a month on the first of the Jalali month', () => {
    expect(periodStart('2026-11-27', 'week')).toBe('2026-11-21'); // a Friday: the week began the Saturday before
    expect(periodStart('2026-11-28', 'week')).toBe('2026-11-28'); // a Saturday
    expect(periodStart('2026-12-21', 'month')).toBe('2026-11-22'); // ۳۰ آذر → ۱ آذر
    expect(periodStart('2026-12-22', 'month')).toBe('2026-12-22'); // ۱ دی
  });

  it('lists every period of the range, empty ones as zeros, with totals and the average lead time', () => {
    const days = [sold('2026-11-27', 1, 10), sold('2026-11-28', 2, 3), sold('2026-11-29', 1, 5)];
    const { periods, totals } = salesPeriods(days, '2026-11-26', '2026-12-06', 'week');
    expect(periods.map((p) => [p.start, p.label, p.bookings, p.leadDays])).toEqual([
      ['2026-11-21', 'هفته‌ی ۱۴۰۵/۰۸/۳۰', 1, 10],
      ['2026-11-28', 'هفته‌ی ۱۴۰۵/۰۹/۰۷', 3, 2.7],
      ['2026-12-05', 'هفته‌ی ۱۴۰۵/۰۹/۱۴', 0, null],
    ]);
    expect(totals).toEqual({
      bookings: 4,
      nightsSold: 8,
      revenue: 40_000_000,
      cancellations: 0,
      refunds: 0,
      leadDays: 4.5,
    });
  });

  it('names a month by its Jalali name and leaves out days outside the range', () => {
    const { periods } = salesPeriods([sold('2026-12-25', 1, 1)], '2026-12-01', '2026-12-21', 'month');
    expect(periods.map((p) => p.label)).toEqual(['آذر ۱۴۰۵']);
    expect(periods[0]?.bookings).toBe(0);
  });
});
