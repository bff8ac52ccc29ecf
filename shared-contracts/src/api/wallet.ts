// A wallet withdrawal to the traveller's bank account (Sheba) and the card payments listed beside the wallet's
// movements on the profile's transactions page. The server validates with these and the page parses with them.

import { toAsciiDigits, WALLET_MESSAGES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { isValidSheba, normalizeSheba } from '../text/sheba';
import { rialSchema } from './common';

/** What a traveller typed as Sheba, normalised (see normalizeSheba) and checked with its mod-97 check digits. */
export const shebaSchema = z
  .string({ error: WALLET_MESSAGES.shebaRequired })
  .max(60, { error: WALLET_MESSAGES.shebaInvalid })
  .transform(normalizeSheba)
  .superRefine((sheba, context) => {
    if (sheba === '') context.addIssue({ code: 'custom', message: WALLET_MESSAGES.shebaRequired });
    else if (!isValidSheba(sheba))
      context.addIssue({ code: 'custom', message: WALLET_MESSAGES.shebaInvalid });
  });

/** POST /wallet/withdrawals: the amount in Rial, at most the wallet's balance (checked by booking-api). */
export const withdrawalBodySchema = z.strictObject({
  amount: z
    .int({ error: WALLET_MESSAGES.amountInvalid })
    .positive({ error: WALLET_MESSAGES.amountInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: WALLET_MESSAGES.amountInvalid }),
  sheba: shebaSchema,
});
export type WithdrawalBody = z.input<typeof withdrawalBodySchema>;

/**
 * The withdrawal form as typed: the amount in Toman (Persian digits and separators allowed, at most the balance
 * of `balanceRial`) becomes the body's Rial; the Sheba as in the body.
 * @example withdrawalFormSchema(50_000_000).parse({ amount: '۱٬۰۰۰٬۰۰۰', sheba: 'IR82…' }).amount // → 10_000_000
 */
export const withdrawalFormSchema = (balanceRial: number) =>
  z.object({
    amount: z
      .string()
      .transform((typed) => toAsciiDigits(typed).replace(/[\s,٬]/g, ''))
      .superRefine((typed, context) => {
        if (typed === '') context.addIssue({ code: 'custom', message: WALLET_MESSAGES.amountRequired });
        else if (!/^\d{1,14}$/.test(typed) || Number(typed) === 0)
          context.addIssue({ code: 'custom', message: WALLET_MESSAGES.amountInvalid });
        else if (Number(typed) * 10 > balanceRial)
          context.addIssue({ code: 'custom', message: WALLET_MESSAGES.amountAboveBalance });
      })
      .transform((typed) => Number(typed) * 10),
    sheba: shebaSchema,
  });

/** Pending until support pays it from the back office (or turns it down, giving the amount back). */
export const withdrawalStatusSchema = z.enum(['pending', 'paid', 'rejected']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  id: z.int(),
  at: z.string(),
  amount: rialSchema,
  sheba: z.string(),
  status: withdrawalStatusSchema,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** POST /wallet/withdrawals answers the request and the balance left. */
export const withdrawalCreatedSchema = z.object({ withdrawal: withdrawalSchema, balance: z.int() });
/** GET /wallet/withdrawals: the traveller's requests, newest first. */
export const withdrawalsSchema = z.object({ items: z.array(withdrawalSchema) });
export type Withdrawals = z.infer<typeof withdrawalsSchema>;

/** A bank card payment for one of the traveller's bookings (GET /wallet/card-payments). */
export const cardPaymentSchema = z.object({
  id: z.int(),
  at: z.string(),
  reserveId: z.string(),
  hotelName: z.string(),
  amount: rialSchema,
  status: z.enum(['verified', 'refunded', 'reversed']),
  /** The masked card number as the bank gave it. */
  cardPan: z.string().nullable(),
  refId: z.string().nullable(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;
export const cardPaymentsSchema = z.object({ items: z.array(cardPaymentSchema) });
export type CardPayments = z.infer<typeof cardPaymentsSchema>;
