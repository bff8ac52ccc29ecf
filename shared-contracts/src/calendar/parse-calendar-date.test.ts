import { parseCalendarDate, readIsoValue } from './parse-calendar-date';

describe('parseCalendarDate', () => {
  it.each([
    ['1403/12/30', '2025-03-20'],
    ['1403-01-01', '2024-03-20'],
    ['۱۴۰۳/۱۲/۳۰', '2025-03-20'],
    ['١٤٠٤/١/١', '2025-03-21'],
    [' 1404/1/1 ', '2025-03-21'],
  ])('reads the Jalali date %s', (text, iso) => {
    expect(parseCalendarDate(text, 'fa')).toEqual({ date: iso, time: null });
  });

  it('reads a time after the date', () => {
    expect(parseCalendarDate('۱۴۰۳/۱۲/۳۰ ۱۴:۳۰', 'fa')).toEqual({
      date: '2025-03-20',
      time: { hour: 14, minute: 30 },
    });
  });

  it.each([
    ['30 Esfand of a common year', '1404/12/30'],
    ['month 13', '1404/13/01'],
    ['month 0', '1404/00/10'],
    ['day 32', '1404/01/32'],
    ['31 Mehr', '1404/07/31'],
    ['a year before 1300', '1299/12/29'],
    ['a year after 1499', '1500/01/01'],
    ['a two-digit year', '04/01/01'],
    ['words', 'فردا'],
    ['an empty string', ''],
    ['a time of 24:00', '1404/01/01 24:00'],
    ['a minute of 60', '1404/01/01 10:60'],
  ])('refuses %s', (_, text) => {
    expect(parseCalendarDate(text, 'fa')).toBeNull();
  });

  it('reads Gregorian dates for en', () => {
    expect(parseCalendarDate('2025/03/20', 'en')).toEqual({ date: '2025-03-20', time: null });
    expect(parseCalendarDate('2025-02-29', 'en')).toBeNull();
    expect(parseCalendarDate('1900-01-01', 'en')).toBeNull();
  });
});

describe('readIsoValue', () => {
  it('accepts the API form, with or without a time', () => {
    expect(readIsoValue('2025-03-20')).toEqual({ date: '2025-03-20', time: null });
    expect(readIsoValue('2025-03-20T09:05')).toEqual({ date: '2025-03-20', time: { hour: 9, minute: 5 } });
  });

  it.each([['2025-02-30'], ['1403/12/30'], ['2025-3-20'], [''], [null], [undefined], ['1800-01-01']])(
    'turns %p into null, which clears the picker',
    (value) => {
      expect(readIsoValue(value)).toBeNull();
    },
  );
});
