import {
  addMonths,
  CALENDAR_FIRST_DAY,
  CALENDAR_LAST_DAY,
  calendarPartsOf,
  dateInMonth,
  isSupportedDate,
  monthLength,
  monthOf,
  monthSpan,
  weekdayOf,
  weekStartOf,
} from './calendar-system';

describe('calendar system', () => {
  it('starts the week on Saturday in Persian and on Sunday in English', () => {
    expect(weekStartOf('fa')).toBe(6);
    expect(weekStartOf('en')).toBe(0);
  });

  it('knows the weekday of a date: 1 Farvardin 1404 was a Friday', () => {
    expect(weekdayOf('2025-03-21')).toBe(5);
  });

  it('names a month in the Jalali calendar for fa and the Gregorian for en', () => {
    expect(monthOf('2025-03-20', 'fa')).toEqual({ year: 1403, month: 12 });
    expect(monthOf('2025-03-20', 'en')).toEqual({ year: 2025, month: 3 });
    expect(calendarPartsOf('2025-03-21', 'fa')).toEqual({ year: 1404, month: 1, day: 1 });
  });

  it('counts month lengths in both calendars', () => {
    expect(monthLength({ year: 1403, month: 12 }, 'fa')).toBe(30);
    expect(monthLength({ year: 2024, month: 2 }, 'en')).toBe(29);
    expect(monthLength({ year: 2025, month: 2 }, 'en')).toBe(28);
  });

  it('turns a day of a month into an ISO date and refuses days that do not exist', () => {
    expect(dateInMonth({ year: 1404, month: 1 }, 1, 'fa')).toBe('2025-03-21');
    expect(dateInMonth({ year: 2025, month: 2 }, 29, 'en')).toBeNull();
    expect(dateInMonth({ year: 1404, month: 12 }, 30, 'fa')).toBeNull();
  });

  it('moves across years when adding months', () => {
    expect(addMonths({ year: 1403, month: 12 }, 1)).toEqual({ year: 1404, month: 1 });
    expect(addMonths({ year: 1404, month: 1 }, -1)).toEqual({ year: 1403, month: 12 });
    expect(addMonths({ year: 1404, month: 5 }, -17)).toEqual({ year: 1402, month: 12 });
  });

  it('keeps to 1300-1499 in both locales', () => {
    expect(isSupportedDate(CALENDAR_FIRST_DAY)).toBe(true);
    expect(isSupportedDate('1921-03-20')).toBe(false);
    expect(isSupportedDate(CALENDAR_LAST_DAY)).toBe(true);
    expect(isSupportedDate('2121-03-21')).toBe(false);
    expect(calendarPartsOf('1900-01-01', 'en')).toBeNull();
    expect(monthSpan({ year: 1500, month: 1 }, 'fa')).toBeNull();
    expect(monthSpan({ year: 1921, month: 3 }, 'en')).toEqual({ first: '1921-03-21', last: '1921-03-31' });
  });
});
