import fc from 'fast-check';
import { formatPersianNumber, formatToman, toAsciiDigits, tomanOf, toPersianDigits } from './digits';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const toArabicDigits = (text: string) => text.replace(/[0-9]/g, (digit) => ARABIC[Number(digit)] ?? digit);

describe('toPersianDigits', () => {
  it('replaces every ASCII digit with its Persian digit', () => {
    expect(toPersianDigits('0123456789')).toBe(PERSIAN);
  });

  it('leaves everything that is not a digit as it is', () => {
    expect(toPersianDigits('1403/01/01')).toBe('۱۴۰۳/۰۱/۰۱');
    expect(toPersianDigits('اتاق 2 تخته')).toBe('اتاق ۲ تخته');
    expect(toPersianDigits('no digits')).toBe('no digits');
  });

  it('accepts a number', () => {
    expect(toPersianDigits(-12.5)).toBe('-۱۲.۵');
  });

  it('leaves Persian and Arabic digits alone', () => {
    expect(toPersianDigits(`${PERSIAN}${ARABIC}`)).toBe(`${PERSIAN}${ARABIC}`);
  });

  it('leaves no ASCII digit behind', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(toPersianDigits(text)).not.toMatch(/[0-9]/);
      }),
    );
  });
});

describe('toAsciiDigits', () => {
  it('replaces every Persian digit with its ASCII digit', () => {
    expect(toAsciiDigits(PERSIAN)).toBe('0123456789');
  });

  it('replaces every Arabic digit with its ASCII digit', () => {
    expect(toAsciiDigits(ARABIC)).toBe('0123456789');
  });

  it('handles Persian, Arabic and ASCII digits mixed with text', () => {
    expect(toAsciiDigits('کد ۱۲٣4 تایید')).toBe('کد 1234 تایید');
  });

  it('round-trips any integer through toPersianDigits', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(toAsciiDigits(toPersianDigits(n))).toBe(String(n));
      }),
    );
  });

  it('round-trips any number, fractions and exponents included, through toPersianDigits', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (n) => {
        expect(toAsciiDigits(toPersianDigits(n))).toBe(String(n));
      }),
    );
  });

  it('reads back a number typed with Arabic digits', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const typed = toArabicDigits(String(n));

        expect(typed).not.toMatch(/[0-9]/);
        expect(toAsciiDigits(typed)).toBe(String(n));
      }),
    );
  });

  it('gives back any text that has no Persian or Arabic digit unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/[۰-۹٠-٩]/.test(text));
        expect(toAsciiDigits(text)).toBe(text);
      }),
    );
  });
});

describe('formatPersianNumber', () => {
  it("formats 3376000 as '۳٬۳۷۶٬۰۰۰'", () => {
    expect(formatPersianNumber(3376000)).toBe('۳٬۳۷۶٬۰۰۰');
  });

  it('separates thousands with the Persian thousands separator U+066C', () => {
    expect(formatPersianNumber(1000)).toBe('۱\u066c۰۰۰');
    expect(formatPersianNumber(1000)).not.toContain(',');
  });

  it('adds no separator below one thousand', () => {
    expect(formatPersianNumber(0)).toBe('۰');
    expect(formatPersianNumber(999)).toBe('۹۹۹');
  });

  it('keeps the minus sign of a negative number', () => {
    expect(formatPersianNumber(-1250000)).toBe('-۱٬۲۵۰٬۰۰۰');
  });

  it('rounds to a whole number', () => {
    expect(formatPersianNumber(1234.4)).toBe('۱٬۲۳۴');
    expect(formatPersianNumber(1234.6)).toBe('۱٬۲۳۵');
  });

  it('writes what Intl.NumberFormat en-US with no fraction digits writes, for any number, halves and -0 included', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const expected = (value: number) => toPersianDigits(intl.format(value).replace(/,/g, '٬'));
    const halves = fc.integer({ min: -1e9, max: 1e9 }).map((n) => n + 0.5);
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: false }), fc.maxSafeInteger(), halves), (value) => {
        expect(formatPersianNumber(value)).toBe(expected(value));
      }),
      { numRuns: 5000 },
    );
    for (const value of [-0, -0.4, -0.5, 0.5, 1e21, -1e21, 9.99e20, Number.NaN, Infinity, -Infinity]) {
      expect(formatPersianNumber(value)).toBe(expected(value));
    }
  });

  it('reads back as the same integer once the separators are dropped', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const formatted = formatPersianNumber(n);

        expect(formatted).not.toMatch(/[0-9,]/);
        expect(toAsciiDigits(formatted).replaceAll('\u066c', '')).toBe(String(n));
      }),
    );
  });
});

describe('formatToman and tomanOf', () => {
  it('show Rial as Toman, a tenth, with Persian digits and separators (docs/domain-facts.md)', () => {
    expect(formatToman(33_760_000)).toBe('۳٬۳۷۶٬۰۰۰');
    expect(tomanOf(33_760_000)).toBe('۳٬۳۷۶٬۰۰۰ تومان');
    expect(tomanOf(0)).toBe('۰ تومان');
  });

  it('round a part of a Toman to the nearest whole Toman', () => {
    expect(formatToman(12_344)).toBe('۱٬۲۳۴');
    expect(formatToman(12_345)).toBe('۱٬۲۳۵');
    expect(formatToman(12_349)).toBe('۱٬۲۳۵');
  });

  it('read back as the Rial amount divided by ten, for any whole Rial amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (rial) => {
        const text = tomanOf(rial * 10);
        expect(text.endsWith(' تومان')).toBe(true);
        expect(toAsciiDigits(text.replace(' تومان', '')).replaceAll('\u066c', '')).toBe(String(rial));
      }),
    );
  });
});
