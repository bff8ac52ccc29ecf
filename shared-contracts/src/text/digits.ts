// Persian digits for what travellers read, ASCII digits for what machines parse.

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Replaces ASCII digits with Persian ones: `toPersianDigits('1403/01/01')` → '۱۴۰۳/۰۱/۰۱'. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/\d/g, (digit) => PERSIAN_DIGITS[Number(digit)] ?? digit);
}

/** Replaces Persian and Arabic digits with ASCII ones, for parsing what a traveller typed. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (digit) => {
    const persian = PERSIAN_DIGITS.indexOf(digit);
    return String(persian >= 0 ? persian : ARABIC_DIGITS.indexOf(digit));
  });
}

const groupFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A whole number with Persian digits and the Persian thousands separator (U+066C).
 * @example formatPersianNumber(3376000) // → '۳٬۳۷۶٬۰۰۰'
 */
export function formatPersianNumber(value: number): string {
  return toPersianDigits(groupFormatter.format(value).replace(/,/g, '٬'));
}

/**
 * Money as screens show it: whole Toman (Rial / 10, to the nearest Toman) in Persian digits with
 * separators, without the unit, for places that write 'تومان' apart (a price column, '… تومان برای ۲ شب').
 * @example formatToman(33_760_000) // → '۳٬۳۷۶٬۰۰۰'
 */
export function formatToman(rial: number): string {
  return formatPersianNumber(Math.round(rial / 10));
}

/**
 * Money as screens show it, with its unit: Rial to '… تومان'.
 * @example tomanOf(33_760_000) // → '۳٬۳۷۶٬۰۰۰ تومان'
 */
export function tomanOf(rial: number): string {
  return `${formatToman(rial)} تومان`;
}
