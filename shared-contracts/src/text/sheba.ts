// An Iranian bank account number (Sheba): «IR» and 24 digits, an IBAN whose ISO 13616 mod-97 check digits are
// checked by ibantools. What a traveller types is read leniently (spaces, dashes, Persian digits, a lower-case
// «ir» or none at all) and kept in its electronic form.
import { isValidIBAN } from 'ibantools';
import { toAsciiDigits } from './digits';

/**
 * The typed Sheba in electronic form: ASCII digits, no spaces or dashes, «IR» in capitals (added when only the
 * 24 digits were typed).
 * @example normalizeSheba('ir۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲') // → 'IR820540102680020817909002'
 */
export function normalizeSheba(typed: string): string {
  const compact = toAsciiDigits(typed)
    .replace(/[\s\u200c\u200f\u200e-]/g, '')
    .toUpperCase();
  return /^\d{24}$/.test(compact) ? `IR${compact}` : compact;
}

/**
 * Whether a Sheba in electronic form is «IR» and 24 digits with valid check digits.
 * @example isValidSheba('IR820540102680020817909002') // → true
 */
export function isValidSheba(sheba: string): boolean {
  return /^IR\d{24}$/.test(sheba) && isValidIBAN(sheba);
}

/**
 * A Sheba in groups of four, as a bank card prints it, for display (left to right).
 * @example groupSheba('IR820540102680020817909002') // → 'IR82 0540 1026 8002 0817 9090 02'
 */
export function groupSheba(sheba: string): string {
  return sheba.replace(/(.{4})(?=.)/g, '$1 ');
}
