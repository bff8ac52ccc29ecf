import fc from 'fast-check';
import { isNormalizedMobile, normalizeMobile } from './mobile';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const toPersian = (text: string) => text.replace(/[0-9]/g, (digit) => PERSIAN[Number(digit)] ?? digit);
const toArabic = (text: string) => text.replace(/[0-9]/g, (digit) => ARABIC[Number(digit)] ?? digit);

/** Nine digits after '09': any stored-form mobile. */
const storedMobile = fc.stringMatching(/^09\d{9}$/);

describe('normalizeMobile', () => {
  it('keeps a number already in the stored form', () => {
    expect(normalizeMobile('09123456789')).toBe('09123456789');
  });

  it('accepts the bare national form, the +98, 0098 and 98 forms', () => {
    expect(normalizeMobile('9123456789')).toBe('09123456789');
    expect(normalizeMobile('+989123456789')).toBe('09123456789');
    expect(normalizeMobile('00989123456789')).toBe('09123456789');
    expect(normalizeMobile('989123456789')).toBe('09123456789');
  });

  it('forgives the trunk 0 kept after the country code', () => {
    expect(normalizeMobile('+98 0912 345 6789')).toBe('09123456789');
    expect(normalizeMobile('0098 0912 345 6789')).toBe('09123456789');
    expect(normalizeMobile('9809123456789')).toBe('09123456789');
  });

  it('reads Persian and Arabic digits', () => {
    expect(normalizeMobile('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(normalizeMobile('٠٩١٢٣٤٥٦٧٨٩')).toBe('09123456789');
    expect(normalizeMobile('+۹۸۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
  });

  it('ignores spaces, dashes, brackets and the ZWNJ between digits', () => {
    expect(normalizeMobile(' 0912 345 6789 ')).toBe('09123456789');
    expect(normalizeMobile('0912-345-6789')).toBe('09123456789');
    expect(normalizeMobile('(+98) 912\u200C345\u200C6789')).toBe('09123456789');
    expect(normalizeMobile('\u200F۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('09123456789');
  });

  it('refuses landlines, short and long numbers, letters and the empty string', () => {
    for (const input of [
      '02188776655',
      '0912345678',
      '091234567890',
      '0912abc6789',
      '',
      '   ',
      '+98009123456789',
      '8123456789',
      '+19123456789',
    ]) {
      expect(normalizeMobile(input)).toBeNull();
    }
  });

  it('refuses what is not a string', () => {
    expect(normalizeMobile(9123456789 as unknown as string)).toBeNull();
  });

  it('gives the same number back for every spelling of it', () => {
    fc.assert(
      fc.property(
        storedMobile,
        fc.constantFrom('', '+98', '0098', '98', '0'),
        fc.constantFrom(toPersian, toArabic, (text: string) => text),
        fc.constantFrom('', ' ', '-', '\u200C'),
        (mobile, prefix, digits, separator) => {
          const national = mobile.slice(1);
          const spelled = `${prefix}${national.slice(0, 3)}${separator}${national.slice(3, 6)}${separator}${national.slice(6)}`;
          expect(normalizeMobile(digits(spelled))).toBe(mobile);
        },
      ),
    );
  });

  it('returns either null or a stored-form number for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = normalizeMobile(text);
        expect(result === null || isNormalizedMobile(result)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), storedMobile), (text) => {
        const once = normalizeMobile(text);
        if (once !== null) expect(normalizeMobile(once)).toBe(once);
      }),
    );
  });
});

describe('isNormalizedMobile', () => {
  it('accepts only 09 and nine ASCII digits', () => {
    expect(isNormalizedMobile('09123456789')).toBe(true);
    expect(isNormalizedMobile('9123456789')).toBe(false);
    expect(isNormalizedMobile('۰۹۱۲۳۴۵۶۷۸۹')).toBe(false);
  });
});
