// The fields that identify a person, shared by the profile, saved passengers and the reservation form's
// guests, so the page and booking-api refuse the same names, national codes, postal codes and phones.
import * as z from 'zod';
import { PROFILE_MESSAGES } from '../messages/profile-messages';
import { toAsciiDigits } from '../text/digits';
import { normalizeNationalCode } from '../text/national-code';

/** Persian letters, spaces and the ZWNJ, 2 to 40 of them. */
const PERSIAN_NAME = /^[\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC\u200c ]{2,40}$/;

/** A first or last name in Persian letters; Arabic yeh and kaf become Persian, runs of spaces one space. */
export const personNameSchema = z
  .string({ error: PROFILE_MESSAGES.namePersianLetters })
  .transform((value) => value.trim().replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' '))
  .pipe(z.string().regex(PERSIAN_NAME, { error: PROFILE_MESSAGES.namePersianLetters }));

/** A national code with a valid check digit, given back as ten ASCII digits (domain-facts.md). */
export const nationalCodeSchema = z
  .string({ error: PROFILE_MESSAGES.invalidNationalCode })
  .transform((value, context) => {
    const code = normalizeNationalCode(value);
    if (code !== null) return code;
    context.issues.push({ code: 'custom', message: PROFILE_MESSAGES.invalidNationalCode, input: value });
    return z.NEVER;
  });

/** Digits of a typed number: Persian and Arabic digits to ASCII, spaces and dashes dropped. */
const compactDigits = (value: string) => toAsciiDigits(value).replace(/[\s\-\u200c]/g, '');

/**
 * A postal code: 10 digits, often typed 5-5 with a dash; given back as 10 ASCII digits.
 * @example postalCodeSchema.parse('۱۴۳۵۶-۷۸۹۱۲') // → '1435678912'
 */
export const postalCodeSchema = z
  .string({ error: PROFILE_MESSAGES.invalidPostalCode })
  .transform(compactDigits)
  .pipe(z.string().regex(/^\d{10}$/, { error: PROFILE_MESSAGES.invalidPostalCode }));

/** A landline with its area code: 0, then 10 digits not starting with 9 (that would be a mobile). */
export const landlineSchema = z
  .string({ error: PROFILE_MESSAGES.invalidPhone })
  .transform(compactDigits)
  .pipe(z.string().regex(/^0[1-8]\d{9}$/, { error: PROFILE_MESSAGES.invalidPhone }));

/** A passport number: 5-20 Latin letters and digits, upper-cased. */
export const passportNumberSchema = z
  .string({ error: PROFILE_MESSAGES.invalidPassport })
  .transform((value) => toAsciiDigits(value).trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, { error: PROFILE_MESSAGES.invalidPassport }));

/** An empty string from a form field means "not given": undefined for an optional field. */
export const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
