import { todayInTehran } from '../dates/tehran-date';
import { dayShortcuts, nowruzStay, stayShortcuts, weekendStay } from './calendar-shortcuts';
import { weekdayOf } from './calendar-system';
import { isoToJalali } from './jalali-conversion';

describe('stay shortcuts', () => {
  it('makes tonight a one-night stay from today', () => {
    expect(stayShortcuts('2025-12-09')[0]).toEqual({ label: 'امشب', dates: ['2025-12-09', '2025-12-10'] });
  });

  it('makes the weekend the coming Thursday and Friday nights', () => {
    expect(weekendStay('2025-12-09')).toEqual(['2025-12-11', '2025-12-13']); // Tuesday -> Thu..Sat
    expect(weekendStay('2025-12-11')).toEqual(['2025-12-11', '2025-12-13']); // on a Thursday, this one
    expect(weekendStay('2025-12-13')).toEqual(['2025-12-18', '2025-12-20']); // Saturday -> next week
    expect(weekdayOf('2025-12-11')).toBe(4);
  });

  it('keeps only Friday night when today is already Friday', () => {
    expect(weekendStay('2025-12-12')).toEqual(['2025-12-12', '2025-12-13']);
  });

  it('offers the next Nowruz, 1 to 5 Farvardin', () => {
    expect(nowruzStay('2025-12-09')).toEqual(['2026-03-21', '2026-03-25']);
    expect(isoToJalali('2026-03-21')).toEqual({ year: 1405, month: 1, day: 1 });
    expect(nowruzStay('2025-03-22')).toEqual(['2025-03-21', '2025-03-25']); // 2 Farvardin: this Nowruz
    expect(nowruzStay('2025-03-25')).toEqual(['2026-03-21', '2026-03-25']); // after the holidays: next year's
  });

  it('has tomorrow and the day after for a single day', () => {
    expect(dayShortcuts('2025-03-20').map((s) => s.dates)).toEqual([['2025-03-21'], ['2025-03-22']]);
  });
});

describe('today in Tehran, in the Jalali calendar', () => {
  it('is still 30 Esfand 1403 at 23:59 in Tehran and 1 Farvardin 1404 at 00:01', () => {
    expect(isoToJalali(todayInTehran(new Date('2025-03-20T20:29:00Z')))).toEqual({
      year: 1403,
      month: 12,
      day: 30,
    });
    expect(isoToJalali(todayInTehran(new Date('2025-03-20T20:31:00Z')))).toEqual({
      year: 1404,
      month: 1,
      day: 1,
    });
  });

  it('turns at 20:30 UTC in winter, with no daylight saving since 1401', () => {
    expect(isoToJalali(todayInTehran(new Date('2026-01-10T20:29:00Z')))).toEqual({
      year: 1404,
      month: 10,
      day: 20,
    });
    expect(isoToJalali(todayInTehran(new Date('2026-01-10T20:31:00Z')))).toEqual({
      year: 1404,
      month: 10,
      day: 21,
    });
  });
});
