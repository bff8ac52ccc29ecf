import { formatClock, formatDecimal, formatKm } from './format';

describe('formatDecimal', () => {
  it('writes Persian digits with the Persian decimal separator', () => {
    expect(formatDecimal(4.2)).toBe('۴٫۲');
  });

  it('keeps whole numbers whole', () => {
    expect(formatDecimal(12)).toBe('۱۲');
  });

  it('groups thousands with the Persian separator, and keeps the sign', () => {
    expect(formatDecimal(1100)).toBe('۱٬۱۰۰');
    expect(formatDecimal(12345.5)).toBe('۱۲٬۳۴۵٫۵');
    expect(formatDecimal(-0.5)).toBe('-۰٫۵');
  });
});

describe('formatKm', () => {
  it('rounds to a tenth of a kilometre', () => {
    expect(formatKm(0.43)).toBe('۰٫۴ کیلومتر');
    expect(formatKm(2.96)).toBe('۳ کیلومتر');
  });
});

describe('formatClock', () => {
  it('writes a clock time in Persian digits', () => {
    expect(formatClock('14:00')).toBe('۱۴:۰۰');
  });
});
