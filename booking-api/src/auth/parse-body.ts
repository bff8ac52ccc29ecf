// Reading an auth request's JSON body with its shared schema. Unlike the other route groups' parseWith, the
// errors are only the Persian messages, once each: the login form shows them to the traveller as they are.
import { MESSAGES } from '@rahi/shared-contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiProblem } from '../envelope';

/** The body parsed with the schema, or a 400 (not JSON) or 422 (invalid) envelope. */
export async function parseAuthBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = await c.req.json().catch(() => {
    throw new ApiProblem(400, [MESSAGES.invalidInput]);
  });
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw new ApiProblem(422, messages);
}
