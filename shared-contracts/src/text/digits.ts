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

// Only for what the plain path below does not cover (NaN, ±Infinity, |value| ≥ 1e21). Created on first use:
// a browser's first Intl constructor loads locale data, ~16 ms on a desktop and four times that on a phone,
// which as a module-level constant landed in every page's start-up.
let intlFormatter: Intl.NumberFormat | undefined;

/**
 * A whole number with Persian digits and the Persian thousands separator (U+066C), rounded half away from
 * zero as Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }) does; the same text, without Intl.
 * @example formatPersianNumber(3376000) // → '۳٬۳۷۶٬۰۰۰'
 */
export function formatPersianNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    intlFormatter ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    return toPersianDigits(intlFormatter.format(value).replace(/,/g, '٬'));
  }
  const whole = Math.round(Math.abs(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  return toPersianDigits(value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped);
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
