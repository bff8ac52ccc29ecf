// The fields that identify a person, shared by the profile, saved passengers and the reservation form's
// guests, so the page and booking-api refuse the same names, national codes, postal codes and phones.

import { normalizeNationalCode, PROFILE_MESSAGES, toAsciiDigits } from '@rahi/shared-contracts';
import * as z from 'zod';
import { stripBidiFromName } from '../text/bidi-controls';

/** Persian letters, spaces and the ZWNJ, 2 to 40 of them. */
const PERSIAN_NAME = /^[\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC\u200c ]{2,40}$/;

/**
 * A first or last name in Persian letters; bidi controls go (text/bidi-controls.ts), Arabic yeh and kaf become
 * Persian, runs of spaces one space.
 */
export const personNameSchema = z
  .string({ error: PROFILE_MESSAGES.namePersianLetters })
  .transform((value) =>
    stripBidiFromName(value).trim().replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' '),
  )
  .pipe(z.string().regex(PERSIAN_NAME, { error: PROFILE_MESSAGES.namePersianLetters }));

/** Letters of the Latin or Arabic script (Persian's too) and their marks, spaces, apostrophes, hyphens and dots. */
const PASSPORT_NAME = /^\p{L}[\p{L}\p{M} '’.\-\u200c]*$/u;
/** A letter of any other script (Cyrillic, Greek, CJK…): a passport spells the name in Latin letters too. */
const OTHER_SCRIPT_LETTER = /[^\P{L}\p{Script=Latin}\p{Script=Arabic}]/u;

/**
 * A foreign guest's first or last name as written in the passport: Latin or Persian/Arabic letters, kept as typed
 * (only bidi controls taken out, the ends trimmed, runs of spaces made one, accents composed), 2 to 50 characters.
 * @example passportNameSchema.parse(' Anna-Maria  O’Neil ') // → 'Anna-Maria O’Neil'
 */
export const passportNameSchema = z
  .string({ error: PROFILE_MESSAGES.nameRequired })
  .transform((value) => stripBidiFromName(value).normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: PROFILE_MESSAGES.nameRequired })
      .min(2, { error: PROFILE_MESSAGES.namePassportLetters })
      .max(50, { error: PROFILE_MESSAGES.namePassportLetters })
      .regex(PASSPORT_NAME, { error: PROFILE_MESSAGES.namePassportLetters })
      .refine((name) => !OTHER_SCRIPT_LETTER.test(name), { error: PROFILE_MESSAGES.namePassportLetters }),
  );

/** The name rule of a person: Persian letters for an Iranian, the passport's spelling for a foreigner. */
export const nameSchemaFor = (foreign: boolean) => (foreign ? passportNameSchema : personNameSchema);

interface Named {
  firstName: string;
  lastName: string;
}
const NAME_KEYS = ['firstName', 'lastName'] as const;

const NAME_REQUIRED = {
  firstName: PROFILE_MESSAGES.firstNameRequired,
  lastName: PROFILE_MESSAGES.lastNameRequired,
} as const;

/** True for a field left empty (or only spaces and bidi controls): it is "required", not "wrongly written". */
export const isBlank = (value: unknown) =>
  typeof value === 'string' && stripBidiFromName(value).trim() === '';

/** Refuses each name that is empty or breaks the person's rule (nameSchemaFor), beside its field. */
export function checkNames(person: Named, foreign: boolean, context: z.RefinementCtx) {
  for (const key of NAME_KEYS) {
    if (isBlank(person[key])) {
      context.addIssue({ code: 'custom', path: [key], message: NAME_REQUIRED[key] });
      continue;
    }
    const result = nameSchemaFor(foreign).safeParse(person[key]);
    if (!result.success)
      context.addIssue({
        code: 'custom',
        path: [key],
        message: result.error.issues[0]?.message ?? PROFILE_MESSAGES.nameRequired,
      });
  }
}

/**
 * The person with each valid name in its stored spelling (a refused one is left as it is, checkNames says why).
 * Meant for zod's `.overwrite`, which keeps the schema's type and its JSON Schema.
 */
export function withNormalizedNames<T extends Named>(person: T, foreign: boolean): T {
  const schema = nameSchemaFor(foreign);
  const spelled = (name: string) => schema.safeParse(name).data ?? name;
  return { ...person, firstName: spelled(person.firstName), lastName: spelled(person.lastName) };
}

/** A first or last name before the person's rule is known: any text, checked by checkNames with the rest. */
export const nameTextSchema = z.string({ error: PROFILE_MESSAGES.nameRequired });

/** A national code with a valid check digit, given back as ten ASCII digits (docs/domain-facts.md). */
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

/** A foreign guest's nationality as typed (آلمان, Germany), 2 to 60 characters. */
export const nationalitySchema = z
  .string({ error: PROFILE_MESSAGES.passportAndNationality })
  .trim()
  .min(2, { error: PROFILE_MESSAGES.passportAndNationality })
  .max(60, { error: PROFILE_MESSAGES.passportAndNationality });

/** An empty string from a form field means "not given": undefined for an optional field. */
export const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
