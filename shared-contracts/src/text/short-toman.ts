// Money in a few characters, where a full price does not fit (a map marker, a day of the calendar):
// Toman in millions («۲٫۴م») or thousands («۸۵۰ه»), Persian digits, one decimal at most.
import { toPersianDigits } from './digits';

const oneDecimal = (value: number) => toPersianDigits(String(Math.round(value * 10) / 10)).replace('.', '٫');

/**
 * A price in Rial, shortened: millions of Toman with «م», thousands with «ه», less as it is.
 * @example shortToman(24_000_000) // → '۲٫۴م'
 * @example shortToman(8_500_000) // → '۸۵۰ه'
 */
export function shortToman(rial: number): string {
  const toman = Math.round(rial / 10);
  // 999,950 Toman would round to «۱۰۰۰ه»: from there on it reads as a million.
  if (toman >= 999_950) return `${oneDecimal(toman / 1_000_000)}م`;
  if (toman >= 1000) return `${toPersianDigits(Math.round(toman / 1000))}ه`;
  return toPersianDigits(toman);
}
