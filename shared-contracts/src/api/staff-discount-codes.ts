// Discount codes in the back office (/staff/discount-codes, admins): the list with each code's uses, a new code
// (a percent with an optional cap, or a fixed amount; validity days in Tehran; total and per-traveller limits; one
// city or one hotel), a change (disable or enable, a new last day, a new total limit) and the bookings that used it.
// Money is in Rial, days are YYYY-MM-DD (the last one included).

import { isIsoDate } from '@rahi/shared-contracts';
import * as z from 'zod';
import { STAFF_CODE_MESSAGES as M } from '../staff';
import { idSchema, rialSchema } from './common';

const day = z.string().refine(isIsoDate, { error: M.dateInvalid });
const uses = z
  .int({ error: M.usesInvalid })
  .min(1, { error: M.usesInvalid })
  .max(1_000_000, { error: M.usesInvalid });
const money = z.int({ error: M.amountInvalid }).min(1, { error: M.amountInvalid }).max(1_000_000_000_000, {
  error: M.amountInvalid,
});

/** Codes are kept and compared in capitals: «rahi10» is RAHI10. */
export const discountCodeNameSchema = z
  .string({ error: M.codeFormat })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,30}$/, { error: M.codeFormat })
  .transform((code) => code.toUpperCase());

export const staffDiscountCodeBodySchema = z
  .strictObject({
    code: discountCodeNameSchema,
    percent: z
      .int({ error: M.percentRange })
      .min(1, { error: M.percentRange })
      .max(100, { error: M.percentRange })
      .optional(),
    amount: money.optional(),
    maxDiscount: money.optional(),
    minPurchase: rialSchema.optional(),
    validFrom: day.optional(),
    validTo: day.optional(),
    maxUses: uses.optional(),
    maxUsesPerTraveller: uses.max(1000, { error: M.usesInvalid }).optional(),
    cityId: idSchema.optional(),
    hotelId: idSchema.optional(),
  })
  .refine((body) => (body.percent === undefined) !== (body.amount === undefined), {
    error: M.kindRequired,
    path: ['percent'],
  })
  .refine((body) => body.maxDiscount === undefined || body.percent !== undefined, {
    error: M.capOnlyWithPercent,
    path: ['maxDiscount'],
  })
  .refine((body) => !body.validFrom || !body.validTo || body.validFrom <= body.validTo, {
    error: M.datesOrder,
    path: ['validTo'],
  })
  .refine((body) => body.cityId === undefined || body.hotelId === undefined, {
    error: M.placeEither,
    path: ['hotelId'],
  });
export type StaffDiscountCodeBody = z.infer<typeof staffDiscountCodeBodySchema>;

/** PATCH /staff/discount-codes/:code: any of these; null removes the last day or the total limit. */
export const staffDiscountCodeChangeSchema = z
  .strictObject({
    disabled: z.boolean().optional(),
    validTo: day.nullable().optional(),
    maxUses: uses.nullable().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: M.nothingToChange,
  });
export type StaffDiscountCodeChange = z.infer<typeof staffDiscountCodeChangeSchema>;

export const staffDiscountCodeSchema = z.object({
  code: z.string(),
  percent: z.int().nullable(),
  amount: rialSchema.nullable(),
  maxDiscount: rialSchema.nullable(),
  minPurchase: rialSchema,
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.int().nullable(),
  maxUsesPerTraveller: z.int().nullable(),
  city: z.object({ id: idSchema, name: z.string() }).nullable(),
  hotel: z.object({ id: idSchema, name: z.string() }).nullable(),
  disabled: z.boolean(),
  /** Bookings holding the code now (unpaid, within their hold) and paid ones (cancelled later included). */
  uses: z.object({ held: z.int().nonnegative(), paid: z.int().nonnegative() }),
  createdAt: z.string(),
});
export type StaffDiscountCode = z.infer<typeof staffDiscountCodeSchema>;

export const staffDiscountCodeUseSchema = z.object({
  reserveId: z.string(),
  hotel: z.string(),
  status: z.string(),
  discount: rialSchema,
  /** Masked: 0912***6789. */
  mobile: z.string(),
  createdAt: z.string(),
});
export type StaffDiscountCodeUse = z.infer<typeof staffDiscountCodeUseSchema>;
