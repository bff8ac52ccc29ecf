// The Iranian national code (کد ملی) check of docs/domain-facts.md, shared by the reservation form and booking-api.
import { toAsciiDigits } from './digits';

/**
 * The national code as ten ASCII digits (Persian or Arabic digits, spaces and dashes accepted, 8-9 digits
 * left-padded with zeros), or null when it is not a valid code: ten equal digits, or a wrong check digit.
 * @example
 * normalizeNationalCode('۰۰۸۴۵۷۵۹۴۸') // → '0084575948'
 * normalizeNationalCode('1111111111') // → null
 */
export function normalizeNationalCode(input: string): string | null {
  if (typeof input !== 'string') return null;
  const digits = toAsciiDigits(input).replace(/[\s\-\u200c]/g, '');
  if (!/^\d{8,10}$/.test(digits)) return null;
  const code = digits.padStart(10, '0');
  if (/^(\d)\1{9}$/.test(code)) return null;
  const check = Number(code[9]);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const valid = remainder < 2 ? check === remainder : check === 11 - remainder;
  return valid ? code : null;
}

/** Whether the text is a valid national code (see normalizeNationalCode). */
export const isValidNationalCode = (input: string) => normalizeNationalCode(input) !== null;
