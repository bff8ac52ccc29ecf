import { isValidNationalCode, normalizeNationalCode } from './national-code';

describe('normalizeNationalCode', () => {
  it('accepts a code whose check digit matches', () => {
    expect(normalizeNationalCode('0084575948')).toBe('0084575948');
    expect(normalizeNationalCode('0013542419')).toBe('0013542419');
  });

  it('accepts Persian digits, dashes and spaces, and pads 8 or 9 digits with zeros', () => {
    expect(normalizeNationalCode('۰۰۸۴۵۷۵۹۴۸')).toBe('0084575948');
    expect(normalizeNationalCode('008-457594-8')).toBe('0084575948');
    expect(normalizeNationalCode('84575948')).toBe('0084575948');
  });

  it('refuses a wrong check digit', () => {
    expect(normalizeNationalCode('0084575949')).toBeNull();
  });

  it('refuses ten equal digits even though their checksum holds', () => {
    expect(normalizeNationalCode('1111111111')).toBeNull();
    expect(normalizeNationalCode('0000000000')).toBeNull();
  });

  it('refuses too short, too long and non-digit text', () => {
    expect(isValidNationalCode('1234567')).toBe(false);
    expect(isValidNationalCode('12345678901')).toBe(false);
    expect(isValidNationalCode('00845759a8')).toBe(false);
  });

  it('takes the remainder itself as the check digit when it is below 2, and 11 minus it otherwise', () => {
    // 1000000011: s = 10 + 2 = 12, r = 1 → c = 1; 0100000010: s = 9 + 2 = 11, r = 0 → c = 0
    expect(isValidNationalCode('1000000011')).toBe(true);
    expect(isValidNationalCode('0100000010')).toBe(true);
    expect(isValidNationalCode('0100000011')).toBe(false);
    // 0000000019: s = 2, r = 2 → c = 9
    expect(isValidNationalCode('0000000019')).toBe(true);
    expect(isValidNationalCode('0000000012')).toBe(false);
  });
});
