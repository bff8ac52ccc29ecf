// What a traveller types with a Persian or Arabic keyboard ('۰۹۱۲…', '٠٩١٢…') is read as the same number as
// '0912…': every string in a form's values, at any depth, with its digits made ASCII before validation.
import { toAsciiDigits } from '@rahi/shared-contracts';

/** @example asciiDigitsDeep({ mobile: '۰۹۱۲', rooms: [{ adults: '٢' }] }) // → { mobile: '0912', rooms: [{ adults: '2' }] } */
export function asciiDigitsDeep<T>(value: T): T {
  if (typeof value === 'string') return toAsciiDigits(value) as T;
  if (Array.isArray(value)) return value.map(asciiDigitsDeep) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asciiDigitsDeep(item)])) as T;
  }
  return value;
}
