// Every booking-api answer is the contract's envelope { meta: { status, message, errors }, data },
// with an honest HTTP status beside it. Errors travellers may read are Persian, from the catalogue.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Envelope<T> {
  meta: { status: boolean; message: string; errors: string[] };
  data: T;
}

/** An error the API answers with, instead of a 500. Thrown anywhere inside a handler. */
export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: string[],
    message?: string,
  ) {
    super(message ?? errors[0] ?? 'API problem');
    this.name = 'ApiProblem';
  }
}

export const envelope = <T>(
  data: T,
  status: boolean,
  message: string,
  errors: string[] = [],
): Envelope<T> => ({
  meta: { status, message, errors },
  data,
});

/** A successful answer. 'Done' is the message the client wrapper does not toast (product §8). */
export function ok<T>(
  c: Context,
  data: T,
  options: { status?: ContentfulStatusCode; message?: string } = {},
) {
  return c.json(envelope(data, true, options.message ?? 'Done'), options.status ?? 200);
}

export function fail(c: Context, status: ContentfulStatusCode, errors: string[], message?: string) {
  return c.json(envelope(null, false, message ?? errors[0] ?? '', errors), status);
}
