import { formatClock, formatDecimal, formatKm } from './format';

describe('formatDecimal', () => {
  it('writes Persian digits with the Persian decimal separator', () => {
    expect(formatDecimal(4.2)).toBe('۴٫۲');
  });

  it('keeps whole numbers whole', () => {
    expect(formatDecimal(12)).toBe('۱۲');
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
