import {
  formatCalendarDate,
  formatDayLabel,
  formatDayMonth,
  formatMonthTitle,
  formatShortDay,
} from './format-calendar-date';

describe('formatting', () => {
  it('writes year/month/day with Persian digits, with or without the time', () => {
    expect(formatCalendarDate('2025-03-20', 'fa')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(formatCalendarDate('2025-03-20', 'fa', { time: { hour: 14, minute: 5 } })).toBe(
      '۱۴۰۳/۱۲/۳۰ ۱۴:۰۵',
    );
    expect(formatCalendarDate('2025-03-21', 'fa', { latinDigits: true })).toBe('1404/01/01');
    expect(formatCalendarDate('2025-03-21', 'en', { time: { hour: 9, minute: 0 } })).toBe('2025/03/21 09:00');
  });

  it('names a day in full for screen readers', () => {
    expect(formatDayLabel('2025-03-22', 'fa')).toBe('شنبه ۲ فروردین ۱۴۰۴');
    expect(formatDayLabel('2025-04-01', 'fa')).toBe('سه‌شنبه ۱۲ فروردین ۱۴۰۴');
    expect(formatDayLabel('2025-03-20', 'en')).toBe('Thursday, March 20, 2025');
  });

  it('writes the short form of the search box', () => {
    expect(formatShortDay('2025-12-11', 'fa')).toBe('پنجشنبه ۲۰ آذر');
    expect(formatDayMonth('2025-12-11', 'fa')).toBe('۲۰ آذر');
    expect(formatDayMonth('2025-12-11', 'en')).toBe('December 11');
  });

  it('titles a month page', () => {
    expect(formatMonthTitle({ year: 1403, month: 12 }, 'fa')).toBe('اسفند ۱۴۰۳');
    expect(formatMonthTitle({ year: 2025, month: 3 }, 'en')).toBe('March 2025');
  });

  it('writes nothing for a date outside 1300-1499', () => {
    expect(formatCalendarDate('1900-01-01', 'fa')).toBe('');
    expect(formatDayLabel('2200-01-01', 'fa')).toBe('');
  });
});
