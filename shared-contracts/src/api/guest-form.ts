// The form of one person: a room's head guest on the reservation page and a saved passenger on
// /profile/previous-passengers are filled in with the same fields and refused with the same Persian words.
// Iranian: a Persian name and a national code with its check digit; foreign: the name as the passport spells it
// (Latin or Persian letters), a passport number and a nationality. A saved passenger adds an optional birth
// date, typed in Jalali; the form's values become POST /passengers' body.

import {
  BOOKING_MESSAGES,
  formatCalendarDate,
  jalaliToIso,
  normalizeNationalCode,
  PROFILE_MESSAGES,
  toAsciiDigits,
  todayInTehran,
} from '@rahi/shared-contracts';
import * as z from 'zod';
import { emptyGuest, guestFromPassenger } from './guest-values';
import {
  checkNames,
  isBlank,
  nameTextSchema,
  nationalitySchema,
  passportNumberSchema,
  withNormalizedNames,
} from './identity';
import type { Passenger, PassengerBody } from './passengers';

const guestFields = {
  foreign: z.boolean(),
  firstName: nameTextSchema,
  lastName: nameTextSchema,
  nationalCode: z.string(),
  passportNumber: z.string(),
  nationality: z.string(),
};

type Identity = {
  foreign: boolean;
  firstName: string;
  lastName: string;
  nationalCode: string;
  passportNumber: string;
  nationality: string;
};

/**
 * The names by the person's rule (Persian for an Iranian, as in the passport for a foreigner), then the national
 * code of an Iranian, or the passport and nationality of a foreigner, each beside its field.
 */
function checkIdentity(person: Identity, context: z.RefinementCtx) {
  checkNames(person, person.foreign, context);
  if (!person.foreign) {
    if (normalizeNationalCode(person.nationalCode) === null)
      context.addIssue({
        code: 'custom',
        path: ['nationalCode'],
        message: isBlank(person.nationalCode)
          ? PROFILE_MESSAGES.nationalCodeRequired
          : PROFILE_MESSAGES.invalidNationalCode,
      });
    return;
  }
  if (!passportNumberSchema.safeParse(person.passportNumber).success)
    context.addIssue({
      code: 'custom',
      path: ['passportNumber'],
      message: isBlank(person.passportNumber)
        ? PROFILE_MESSAGES.passportRequired
        : PROFILE_MESSAGES.invalidPassport,
    });
  if (!nationalitySchema.safeParse(person.nationality).success)
    context.addIssue({
      code: 'custom',
      path: ['nationality'],
      message: isBlank(person.nationality)
        ? PROFILE_MESSAGES.nationalityRequired
        : BOOKING_MESSAGES.passportAndNationality,
    });
}

/**
 * The identity is checked even when another field is refused (a birth date that is no day stops zod's object
 * refinements otherwise), so every wrong field shows its message at once; only when the identity fields are not
 * of their types is it left to their own messages.
 */
const evenWithOtherIssues = {
  when: ({ value }: { value: unknown }) => {
    const person = value as Partial<Record<keyof Identity, unknown>> | null;
    return (
      typeof person === 'object' &&
      person !== null &&
      typeof person.foreign === 'boolean' &&
      ['firstName', 'lastName', 'nationalCode', 'passportNumber', 'nationality'].every(
        (key) => typeof person[key as keyof Identity] === 'string',
      )
    );
  },
};

/** A room's head guest on the reservation page. */
export const guestFormSchema = z
  .object(guestFields)
  .superRefine(checkIdentity, evenWithOtherIssues)
  .overwrite((guest) => withNormalizedNames(guest, guest.foreign));
export type GuestFormInput = z.input<typeof guestFormSchema>;

const JALALI_TEXT = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;

/**
 * A Jalali birth date as typed ('۱۳۶۹/۲/۱۱'), as an ISO date; '' for none. Refused when the day does not
 * exist, is in the future, or is before 1900 (booking-api's limits).
 */
const jalaliBirthDateSchema = z.string().transform((value, context) => {
  const text = toAsciiDigits(value).trim();
  if (text === '') return '';
  const match = JALALI_TEXT.exec(text);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number) as [number, number, number];
  const iso = match ? jalaliToIso({ year, month, day }) : null;
  if (iso !== null && iso >= '1900-01-01' && iso <= todayInTehran()) return iso;
  context.issues.push({ code: 'custom', message: PROFILE_MESSAGES.invalidBirthDate, input: value });
  return z.NEVER;
});

/** A saved passenger on /profile/previous-passengers: a guest's fields and an optional Jalali birth date. */
export const passengerFormSchema = z
  .object({ ...guestFields, birthDate: jalaliBirthDateSchema })
  .superRefine(checkIdentity, evenWithOtherIssues)
  .overwrite((passenger) => withNormalizedNames(passenger, passenger.foreign));
export type PassengerFormInput = z.input<typeof passengerFormSchema>;
export type PassengerFormValues = z.output<typeof passengerFormSchema>;

/** The form's values of a saved passenger, to edit them; the birth date in Jalali with Persian digits. */
export function passengerFormOf(passenger?: Passenger): PassengerFormInput {
  if (!passenger) return { ...emptyGuest(), birthDate: '' };
  const birthDate = passenger.birthDate ? formatCalendarDate(passenger.birthDate, 'fa') : '';
  return { ...guestFromPassenger(passenger), birthDate };
}

/**
 * A valid person's identity as booking-api takes it (a saved passenger, a booking's guest): a foreigner's passport
 * number as the schema writes it and nationality, or an Iranian's national code in ASCII digits.
 * @example identityBodyOf(guest) // → { nationalCode: '0084575948' }
 */
export function identityBodyOf(
  person: Identity,
): { passportNumber: string; nationality: string } | { nationalCode: string } {
  return person.foreign
    ? {
        passportNumber: passportNumberSchema.parse(person.passportNumber),
        nationality: person.nationality.trim(),
      }
    : { nationalCode: normalizeNationalCode(person.nationalCode) ?? person.nationalCode };
}

/**
 * The body of POST /passengers and PUT /passengers/:id: a national code, or a passport and nationality.
 * @example passengerBodyOf(passengerFormSchema.parse(values)) // → { firstName, lastName, nationalCode, birthDate }
 */
export function passengerBodyOf(values: PassengerFormValues): PassengerBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    ...identityBodyOf(values),
    birthDate: values.birthDate === '' ? null : values.birthDate,
  };
}
