// The traveller's profile (product §3's fields): GET /profile answers it, PUT /profile replaces the
// editable fields. The same schema checks the edit form in mf-profile and the body in booking-api.

import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { stripBidiControls } from '../text/bidi-controls';
import { MAX_PASSWORD_LENGTH, withNewPassword } from './auth';
import { rialSchema } from './common';
import {
  emptyAsUndefined,
  landlineSchema,
  nationalCodeSchema,
  personNameSchema,
  postalCodeSchema,
} from './identity';

/** user_kind: 1 a person (product §3's default), 2 a company booking for its staff. */
export const USER_KINDS = [1, 2] as const;

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(emptyAsUndefined, schema.nullish());

/** PUT /profile: the fields a traveller edits. A missing or empty optional field clears it. */
export const profileUpdateBodySchema = z.object({
  firstname: personNameSchema,
  lastname: personNameSchema,
  email: optional(z.email({ error: PROFILE_MESSAGES.invalidEmail }).max(120)),
  phone: optional(landlineSchema),
  national_code: optional(nationalCodeSchema),
  address: optional(
    z.string().overwrite(stripBidiControls).trim().max(300, { error: PROFILE_MESSAGES.addressTooLong }),
  ),
  postal_code: optional(postalCodeSchema),
  user_kind: z
    .union(
      USER_KINDS.map((kind) => z.literal(kind)),
      { error: PROFILE_MESSAGES.invalidUserKind },
    )
    .default(1),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** Data of GET and PUT /profile: product §3's fields, the wallet's credit and the points balance. */
export const profileSchema = z.object({
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string(),
  /** The original product's name for the mobile number; the same value. */
  phoneNumber: z.string(),
  phone: z.string().nullable(),
  national_code: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  user_kind: z.int(),
  /** The name the header shows (first and last name, or the mobile in Persian digits). */
  userName: z.string(),
  credit: rialSchema,
  /** The loyalty points balance. */
  points: z.int().nonnegative(),
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /profile/password: set a first password, or change one (then the current one is needed). */
export const passwordChangeBodySchema = withNewPassword({
  current_password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;
