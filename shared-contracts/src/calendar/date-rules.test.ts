import fc from 'fast-check';
import { addDays } from '../dates/tehran-date';
import { adjacentMonthsAllowed, isDateSelectable, isMonthAllowed, rangeHasBlockedDay } from './date-rules';
import { selectRangeDay } from './range-selection';

const limits = { min: '2025-03-10', max: '2025-04-10', isDisabled: (d: string) => d === '2025-03-25' };

describe('date rules', () => {
  it('refuses days before min, after max, and disabled days', () => {
    expect(isDateSelectable('2025-03-09', limits)).toBe(false);
    expect(isDateSelectable('2025-03-10', limits)).toBe(true);
    expect(isDateSelectable('2025-04-10', limits)).toBe(true);
    expect(isDateSelectable('2025-04-11', limits)).toBe(false);
    expect(isDateSelectable('2025-03-25', limits)).toBe(false);
  });

  it('refuses days outside 1300-1499 even without limits, and text that is not a date', () => {
    expect(isDateSelectable('1921-03-20')).toBe(false);
    expect(isDateSelectable('2121-03-21')).toBe(false);
    expect(isDateSelectable('2025-02-30')).toBe(false);
  });

  it('sees a disabled day inside a range, in either order', () => {
    expect(rangeHasBlockedDay('2025-03-20', '2025-03-30', limits)).toBe(true);
    expect(rangeHasBlockedDay('2025-03-30', '2025-03-20', limits)).toBe(true);
    expect(rangeHasBlockedDay('2025-03-26', '2025-03-30', limits)).toBe(false);
  });

  it('allows a month that overlaps [min, max] and dims the ones that do not', () => {
    expect(isMonthAllowed({ year: 1403, month: 12 }, 'fa', limits)).toBe(true);
    expect(isMonthAllowed({ year: 1404, month: 1 }, 'fa', limits)).toBe(true);
    expect(adjacentMonthsAllowed({ year: 1403, month: 12 }, 'fa', limits)).toEqual({
      previous: false,
      next: true,
    });
    expect(adjacentMonthsAllowed({ year: 1404, month: 1 }, 'fa', limits)).toEqual({
      previous: true,
      next: false,
    });
    expect(adjacentMonthsAllowed({ year: 2025, month: 3 }, 'en', limits)).toEqual({
      previous: false,
      next: true,
    });
  });

  it('dims the arrows at the ends of 1300-1499', () => {
    expect(adjacentMonthsAllowed({ year: 1300, month: 1 }, 'fa')).toEqual({ previous: false, next: true });
    expect(adjacentMonthsAllowed({ year: 1499, month: 12 }, 'fa')).toEqual({ previous: true, next: false });
  });

  it('never lets a chosen range span a day that cannot be chosen', () => {
    const base = '2025-01-01';
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 10 }),
        fc.array(fc.integer({ min: -5, max: 65 }), { minLength: 1, maxLength: 8 }),
        (disabledOffsets, clickOffsets) => {
          const disabled = new Set(disabledOffsets.map((n) => addDays(base, n)));
          const options = { min: base, max: addDays(base, 60), isDisabled: (d: string) => disabled.has(d) };
          let range: [string | null, string | null] = [null, null];
          for (const offset of clickOffsets) {
            range = selectRangeDay(range, addDays(base, offset), options);
            const [start, end] = range;
            if (start) expect(isDateSelectable(start, options)).toBe(true);
            if (start && end) {
              expect(start <= end).toBe(true);
              expect(rangeHasBlockedDay(start, end, options)).toBe(false);
            }
          }
        },
      ),
    );
  });
});
