// Reading an auth request's JSON body with its shared schema. Unlike the other route groups' parseWith, the
// errors are only the Persian messages, once each: the login form shows them to the traveller as they are. An
// issue without a Persian message of its own is named in Persian by its kind (persianIssue), never in English.
import { MESSAGES } from '@rahi/shared-contracts';
import { persianIssue, travellerMessage } from '@rahi/shared-contracts/api';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiProblem } from '../envelope';

/** The body parsed with the schema, or a 400 (not JSON) or 422 (invalid) envelope. */
export async function parseAuthBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = await c.req.json().catch(() => {
    throw new ApiProblem(400, [MESSAGES.invalidInput]);
  });
  const result = schema.safeParse(body, { error: persianIssue, reportInput: true });
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map(travellerMessage))];
  throw new ApiProblem(422, messages);
}
