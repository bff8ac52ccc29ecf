import { buildMonthGrid, weekdayOrder } from './month-grid';

describe('buildMonthGrid', () => {
  it('starts Farvardin 1404 on its Friday, the last column of a Saturday-first week', () => {
    const weeks = buildMonthGrid({ year: 1404, month: 1 }, 'fa');

    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-03-21']);
    expect(weeks[1]?.[0]).toBe('2025-03-22'); // 2 Farvardin, a Saturday
  });

  it('lays out Esfand 1403 (30 days, leap) in whole weeks ending on 30 Esfand', () => {
    const days = buildMonthGrid({ year: 1403, month: 12 }, 'fa').flat();

    expect(days.length % 7).toBe(0);
    expect(days.filter(Boolean)).toHaveLength(30);
    expect(days.filter(Boolean).at(-1)).toBe('2025-03-20');
  });

  it('starts March 2025 on a Saturday, the last column of a Sunday-first week', () => {
    const weeks = buildMonthGrid({ year: 2025, month: 3 }, 'en');

    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-03-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('orders the column heads from the week start', () => {
    expect(weekdayOrder('fa')).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekdayOrder('en')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('has no weeks for a month outside 1300-1499', () => {
    expect(buildMonthGrid({ year: 1299, month: 12 }, 'fa')).toEqual([]);
  });
});
