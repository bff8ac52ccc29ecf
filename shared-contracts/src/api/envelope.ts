// Every booking-api body is wrapped the same way (docs/api-contract.md); the client wrapper reads `meta` (product §8).
import * as z from 'zod';

export const envelopeMetaSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  errors: z.array(z.string()),
});
/** Named apart from the main entry's loose EnvelopeMeta (envelope/read-envelope.ts), which reads any body. */
export type ApiEnvelopeMeta = z.infer<typeof envelopeMetaSchema>;

/**
 * The envelope around a payload.
 * @example envelopeSchema(destinationSchema.array()).parse(await response.json()).data
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ meta: envelopeMetaSchema, data });
}
export type ApiEnvelope<T> = { meta: ApiEnvelopeMeta; data: T };
