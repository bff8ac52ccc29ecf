// Saved passengers (/profile/previous-passengers): people a traveller books for often. The same
// checks as a reservation's guest: a national code and a Persian name, or a passport, a nationality and the
// name as the passport spells it.

import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { idSchema } from './common';
import {
  checkNames,
  emptyAsUndefined,
  nameTextSchema,
  nationalCodeSchema,
  nationalitySchema,
  passportNumberSchema,
  withNormalizedNames,
} from './identity';

/** The most passengers one traveller may keep. */
export const MAX_SAVED_PASSENGERS = 50;

const birthDateSchema = z.iso
  .date({ error: PROFILE_MESSAGES.invalidBirthDate })
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), {
    error: PROFILE_MESSAGES.invalidBirthDate,
  });

/** POST /passengers and PUT /passengers/:id. */
export const passengerBodySchema = z
  .object({
    firstName: nameTextSchema,
    lastName: nameTextSchema,
    nationalCode: z.preprocess(emptyAsUndefined, nationalCodeSchema.nullish()),
    passportNumber: z.preprocess(emptyAsUndefined, passportNumberSchema.nullish()),
    nationality: z.preprocess(emptyAsUndefined, nationalitySchema.nullish()),
    birthDate: z.preprocess(emptyAsUndefined, birthDateSchema.nullish()),
  })
  .refine((body) => body.nationalCode || (body.passportNumber && body.nationality), {
    error: PROFILE_MESSAGES.passportAndNationality,
    path: ['passportNumber'],
  })
  .superRefine((body, context) => checkNames(body, !body.nationalCode, context))
  .overwrite((body) => withNormalizedNames(body, !body.nationalCode));
export type PassengerBody = z.infer<typeof passengerBodySchema>;

/** A saved passenger as GET /passengers lists it. */
export const passengerSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  nationalCode: z.string().nullable(),
  passportNumber: z.string().nullable(),
  nationality: z.string().nullable(),
  birthDate: z.string().nullable(),
});
export type Passenger = z.infer<typeof passengerSchema>;

export const passengerListSchema = z.array(passengerSchema);
