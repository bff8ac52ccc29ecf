import { formatMoment } from './format-moment';

describe('formatMoment', () => {
  it('reads a moment in Tehran: the Jalali date turns at midnight Tehran time, not UTC', () => {
    expect(formatMoment('2026-11-21T20:29:00Z')).toBe('۱۴۰۵/۰۸/۳۰ ۲۳:۵۹');
    expect(formatMoment('2026-11-21T20:31:00Z')).toBe('۱۴۰۵/۰۹/۰۱ ۰۰:۰۱');
  });

  it('says nothing for a value that is not a moment', () => {
    expect(formatMoment('not a date')).toBe('');
  });
});
