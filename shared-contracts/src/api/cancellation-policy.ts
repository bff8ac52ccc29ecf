// The cancellation policy's schema (cancellation/cancellation-policy.ts has its types and its Persian text): the
// API parses the policies it stores and serves with it. Its type is checked against the hand-written one, so the
// two cannot drift.

import type { CancellationPolicy } from '@rahi/shared-contracts';
import * as z from 'zod';

const chargeSchema = z.object({
  percent: z.number().min(0).max(100),
  of: z.enum(['firstNight', 'stay']),
});

const tierSchema = chargeSchema.extend({ minDaysBefore: z.number().int().min(0) });

export const cancellationPolicySchema = z.object({
  tiers: z
    .array(tierSchema)
    .min(1)
    .refine((tiers) => tiers.at(-1)?.minDaysBefore === 0, 'the last tier starts at 0')
    .refine(
      (tiers) => tiers.every((tier, i) => i === 0 || tier.minDaysBefore < (tiers[i - 1]?.minDaysBefore ?? 0)),
      'tiers go from the most days to the fewest',
    ),
  holidays: chargeSchema.extend({ days: z.enum(['nowruz', 'nowruzAndOfficial']) }).nullable(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time only: the schema's output is exactly CancellationPolicy. */
export const CANCELLATION_POLICY_SCHEMA_MATCHES: Same<
  z.infer<typeof cancellationPolicySchema>,
  CancellationPolicy
> = true;
