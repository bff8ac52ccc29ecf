// One spelling for an Iranian mobile number, '09XXXXXXXXX', so the login form, the server's users table and the
// SMS outbox all agree whether a traveller typed '+98 912 …', '۰۹۱۲…' or '9121234567'.
import { toAsciiDigits } from './digits';

/** Spaces, dashes, brackets, dots, the ZWNJ and the invisible direction marks a pasted number may carry. */
const SEPARATORS = /[\s\u00A0\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u061C\-\u2010-\u2015\u2212().]/g;

/** The national part of a mobile: 9 then nine more digits. */
const NATIONAL = /^9\d{9}$/;

/** The international and trunk prefixes that may stand before the national part ('+98 0912…' is a common slip). */
const PREFIXES = ['+980', '+98', '00980', '0098', '980', '98', '0'];

/**
 * The Iranian mobile number in its one stored form, '09' and nine digits, or null when the text is not one.
 * Accepts the trunk form (09…), the bare national form (9…, ten digits), the international forms (+98…, 0098…,
 * 98…, also with the trunk 0 kept after them), Persian and Arabic digits, and spaces, dashes, brackets and the ZWNJ between digits.
 * @example
 * normalizeMobile('+98 912 345 6789') // → '09123456789'
 * normalizeMobile('۰۹۱۲-۳۴۵-۶۷۸۹') // → '09123456789'
 * normalizeMobile('02188776655') // → null (a landline)
 */
export function normalizeMobile(input: string): string | null {
  if (typeof input !== 'string') return null;
  const compact = toAsciiDigits(input.normalize('NFKC')).replace(SEPARATORS, '');
  if (NATIONAL.test(compact)) return `0${compact}`;
  for (const prefix of PREFIXES) {
    if (!compact.startsWith(prefix)) continue;
    const national = compact.slice(prefix.length);
    if (NATIONAL.test(national)) return `0${national}`;
  }
  return null;
}

/**
 * Whether the text is already a mobile number in its stored form ('09' and nine ASCII digits).
 * @example isNormalizedMobile('09123456789') // → true
 */
export function isNormalizedMobile(text: string): boolean {
  return /^09\d{9}$/.test(text);
}
