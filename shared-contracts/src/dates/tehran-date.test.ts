import fc from 'fast-check';
import { addDays, daysBetween, isIsoDate, tehranDayStart, todayInTehran } from './tehran-date';

const isoDateArb = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const dayCountArb = fc.integer({ min: -5000, max: 5000 });

describe('todayInTehran', () => {
  it('is still today one minute before midnight in Tehran', () => {
    expect(todayInTehran(new Date('2026-11-21T20:29:00Z'))).toBe('2026-11-21');
  });

  it('is tomorrow one minute after midnight in Tehran', () => {
    expect(todayInTehran(new Date('2026-11-21T20:31:00Z'))).toBe('2026-11-22');
  });

  it('turns the day at exactly 20:30 UTC', () => {
    expect(todayInTehran(new Date('2026-11-21T20:29:59.999Z'))).toBe('2026-11-21');
    expect(todayInTehran(new Date('2026-11-21T20:30:00Z'))).toBe('2026-11-22');
  });

  it('keeps UTC+3:30 in summer, now that Iran has no daylight saving', () => {
    expect(todayInTehran(new Date('2026-07-01T20:29:00Z'))).toBe('2026-07-01');
    expect(todayInTehran(new Date('2026-07-01T20:31:00Z'))).toBe('2026-07-02');
  });

  it('turns the year at Tehran midnight, not at UTC midnight', () => {
    expect(todayInTehran(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('reaches Nowruz at Tehran midnight', () => {
    expect(todayInTehran(new Date('2026-03-20T20:31:00Z'))).toBe('2026-03-21');
  });

  it('agrees with the time zone data (Intl, Asia/Tehran) for any moment from 2021 to 2100', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2021-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          expect(todayInTehran(d)).toBe(intl.format(d));
        },
      ),
      { numRuns: 3000 },
    );
    // Both sides of the last daylight saving switch (2022-09-22 00:00 in Tehran, back from +4:30 to +3:30).
    for (const moment of [
      '2022-09-21T19:29:00Z',
      '2022-09-21T19:31:00Z',
      '2022-09-21T20:29:00Z',
      '2022-09-21T20:31:00Z',
    ]) {
      expect(todayInTehran(new Date(moment))).toBe(intl.format(new Date(moment)));
    }
  });

  it('refuses an invalid Date', () => {
    expect(() => todayInTehran(new Date('not a date'))).toThrow(RangeError);
  });

  it('gives a valid ISO date for any moment', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          expect(isIsoDate(todayInTehran(d))).toBe(true);
        },
      ),
    );
  });

  it('is the UTC date or the day after, never anything else', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2023-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const utcDay = d.toISOString().slice(0, 10);
          const expected =
            d.getUTCHours() * 60 + d.getUTCMinutes() >= 20 * 60 + 30 ? addDays(utcDay, 1) : utcDay;

          expect(todayInTehran(d)).toBe(expected);
        },
      ),
    );
  });
});

describe('isIsoDate', () => {
  it.each(['2026-11-21', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])('accepts %s', (text) => {
    expect(isIsoDate(text)).toBe(true);
  });

  it.each([
    ['a 29 February outside a leap year', '2025-02-29'],
    ['29 February 1900, not a leap year', '1900-02-29'],
    ['a 31st of a 30-day month', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['day 0', '2026-01-00'],
    ['a month without its leading zero', '2026-1-01'],
    ['a date with a time', '2026-01-01T00:00'],
    ['surrounding spaces', ' 2026-01-01 '],
    ['slashes', '2026/01/01'],
    ['Persian digits', '۲۰۲۶-۰۱-۰۱'],
    ['an empty string', ''],
  ])('refuses %s', (_, text) => {
    expect(isIsoDate(text)).toBe(false);
  });
});

describe('addDays', () => {
  it('moves across the end of a month and of a year', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('knows leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
  });

  it('goes back with a negative count and stays put with 0', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('refuses a date that is not a real YYYY-MM-DD', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });

  it('refuses a day count that is not an integer', () => {
    expect(() => addDays('2026-01-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', Number.NaN)).toThrow(RangeError);
  });

  it('refuses to leave four-digit years', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
  });

  it('comes back to the same date when the days are taken away again', () => {
    fc.assert(
      fc.property(isoDateArb, dayCountArb, (date, n) => {
        expect(addDays(addDays(date, n), -n)).toBe(date);
      }),
    );
  });
});

describe('daysBetween', () => {
  it('counts the nights from check-in to check-out', () => {
    expect(daysBetween('2026-03-19', '2026-03-22')).toBe(3);
  });

  it('is negative when the second date is earlier and 0 for the same date', () => {
    expect(daysBetween('2026-03-22', '2026-03-19')).toBe(-3);
    expect(daysBetween('2026-03-22', '2026-03-22')).toBe(0);
  });

  it('counts 29 February in a leap year', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
  });

  it('refuses a date that is not a real YYYY-MM-DD', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it('undoes addDays', () => {
    fc.assert(
      fc.property(isoDateArb, dayCountArb, (date, n) => {
        expect(daysBetween(date, addDays(date, n))).toBe(n);
      }),
    );
  });
});

describe('tehranDayStart', () => {
  it('is the instant the Tehran day begins, the same instant todayInTehran turns to that day', () => {
    const start = tehranDayStart('2026-11-22');
    expect(start.toISOString()).toBe('2026-11-21T20:30:00.000Z');
    expect(todayInTehran(start)).toBe('2026-11-22');
    expect(todayInTehran(new Date(start.getTime() - 1))).toBe('2026-11-21');
  });

  it('refuses a date that is not one', () => {
    expect(() => tehranDayStart('2026-02-30')).toThrow(RangeError);
  });
});
