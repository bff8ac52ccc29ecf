// The public forms: contact, the partner registrations and the questionnaire. booking-api validates
// with these schemas and the pages build their forms from them, so both refuse the same input with the same
// Persian message. Every text is stored as typed (trimmed, its digits as the traveller wrote them) and rendered
// escaped; none is HTML. Only what is compared is normalised: the mobile, the reserve id, a number.

import { FORM_MESSAGES, toAsciiDigits } from '@rahi/shared-contracts';
import * as z from 'zod';
import { stripBidiControls, stripBidiFromName } from '../text/bidi-controls';
import { captchaTokenSchema, mobileSchema } from './auth';
import { idSchema } from './common';

/** A trimmed text between `min` and `max` characters, without bidi controls, refused with one message. */
export const boundedText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .overwrite(stripBidiControls)
    .trim()
    .min(min, { error: message })
    .max(max, { error: message });

/** The same for a person's name, which keeps no direction mark either (text/bidi-controls.ts). */
export const boundedName = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .overwrite(stripBidiFromName)
    .trim()
    .min(min, { error: message })
    .max(max, { error: message });

/** An empty field (the form's '') is an absent one. */
export const optionalField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const formEmailSchema = optionalField(z.email({ error: FORM_MESSAGES.invalidEmail }).max(120));

/** A public reserve id: 8 digits, typed in Persian, Arabic or ASCII digits, given back in ASCII. */
export const formReserveIdSchema = z
  .string({ error: FORM_MESSAGES.invalidReserveId })
  .transform((value) => toAsciiDigits(value).trim())
  .pipe(z.string().regex(/^\d{8}$/, { error: FORM_MESSAGES.invalidReserveId }));

/**
 * Up to three http(s) links, one a line, given back as a list.
 * @example linksSchema.parse('https://a.ir\n\nhttps://b.ir') // → ['https://a.ir', 'https://b.ir']
 */
export const linksSchema = z
  .string({ error: FORM_MESSAGES.invalidLinks })
  .max(700, { error: FORM_MESSAGES.invalidLinks })
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  // One message for the field as a whole (not one per line), so the form shows it beside the field.
  .refine((links) => links.length <= 3 && links.every((link) => /^https?:\/\/[^\s<>"]{3,200}$/i.test(link)), {
    error: FORM_MESSAGES.invalidLinks,
  });

/** A whole number typed in a text field (in Persian, Arabic or ASCII digits), between `min` and `max`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => {
      const digits = typeof value === 'string' ? toAsciiDigits(value) : '';
      return /^\s*\d{1,4}\s*$/.test(digits) ? Number(digits) : value;
    },
    z.int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

/** POST /contact-messages: a message to support; a logged-in sender also gets a ticket. */
export const contactBodySchema = z.object({
  name: boundedName(2, 60, FORM_MESSAGES.nameRequired),
  mobile: mobileSchema,
  email: formEmailSchema,
  subject: boundedText(3, 120, FORM_MESSAGES.subjectRequired),
  message: boundedText(10, 2000, FORM_MESSAGES.messageRequired),
  reserveId: optionalField(formReserveIdSchema),
  captcha_token: captchaTokenSchema,
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const ART_FIELDS = ['music', 'painting', 'photography', 'handicraft', 'theatre', 'other'] as const;
export const ART_FIELD_NAMES: Record<(typeof ART_FIELDS)[number], string> = {
  music: 'موسیقی',
  painting: 'نقاشی و خوشنویسی',
  photography: 'عکاسی',
  handicraft: 'صنایع دستی',
  theatre: 'نمایش و قصه‌گویی',
  other: 'سایر',
};

const identity = {
  firstName: boundedName(2, 40, FORM_MESSAGES.firstNameRequired),
  lastName: boundedName(2, 40, FORM_MESSAGES.lastNameRequired),
  mobile: mobileSchema,
  email: formEmailSchema,
  city: boundedText(2, 40, FORM_MESSAGES.cityRequired),
};

/** POST /artist-registrations: an artist who performs or exhibits at hotels. */
export const artistRegistrationBodySchema = z.object({
  ...identity,
  field: z.enum(ART_FIELDS, { error: FORM_MESSAGES.artFieldRequired }),
  experienceYears: wholeNumber(0, 60, FORM_MESSAGES.experienceYears),
  description: boundedText(20, 1000, FORM_MESSAGES.descriptionRequired),
  links: optionalField(linksSchema),
  captcha_token: captchaTokenSchema,
});
export type ArtistRegistrationBody = z.infer<typeof artistRegistrationBodySchema>;

export const VEHICLE_TYPES = ['sedan', 'van', 'minibus', 'bus'] as const;
export const VEHICLE_TYPE_NAMES: Record<(typeof VEHICLE_TYPES)[number], string> = {
  sedan: 'سواری',
  van: 'ون',
  minibus: 'مینی‌بوس',
  bus: 'اتوبوس',
};

/** POST /airport-registrations: a provider of airport transfers. */
export const airportRegistrationBodySchema = z.object({
  ...identity,
  airport: boundedText(2, 60, FORM_MESSAGES.airportRequired),
  vehicleType: z.enum(VEHICLE_TYPES, { error: FORM_MESSAGES.vehicleTypeRequired }),
  vehicleModel: boundedText(2, 60, FORM_MESSAGES.vehicleModelRequired),
  capacity: wholeNumber(1, 50, FORM_MESSAGES.capacityRange),
  description: boundedText(20, 1000, FORM_MESSAGES.descriptionRequired),
  links: optionalField(linksSchema),
  captcha_token: captchaTokenSchema,
});
export type AirportRegistrationBody = z.infer<typeof airportRegistrationBodySchema>;

export const FORM_KINDS = ['contact', 'artist', 'airport'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Where a stored submission stands in the back office's inbox: 'new' until support reads it. */
export const INBOX_STATES = ['new', 'read', 'answered', 'archived'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

/** What a stored submission answers with: its id and inbox state. */
export const formReceiptSchema = z.object({
  id: idSchema,
  status: z.enum(INBOX_STATES),
  ticketId: idSchema.nullable(),
});
export type FormReceipt = z.infer<typeof formReceiptSchema>;
