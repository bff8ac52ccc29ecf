// Parsing a request's query or body with the shared zod schemas; a bad value is a 422 envelope with
// the Persian message and, for the developer, which field was wrong (an issue without a Persian message of its
// own is named in Persian by its kind, persianIssue, never in English).
import { MESSAGES } from '@rahi/shared-contracts';
import { MAX_ID, persianIssue, travellerMessage } from '@rahi/shared-contracts/api';
import type { z } from 'zod';
import { ApiProblem } from './index';

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { error: persianIssue, reportInput: true });
  if (result.success) return result.data;
  const fields = result.error.issues.map(
    (issue) => `${issue.path.join('.') || 'input'}: ${travellerMessage(issue)}`,
  );
  throw new ApiProblem(422, [MESSAGES.invalidInput, ...fields], MESSAGES.invalidInput);
}

/** A positive integer id from a path parameter, or 404 with the given message (also past an integer column's range). */
export function parseId(value: string | undefined, notFoundMessage: string): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID)
    throw new ApiProblem(404, [notFoundMessage]);
  return Number(value);
}
