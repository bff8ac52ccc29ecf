// The pieces an OpenAPI operation is built from: JSON schemas from the shared zod schemas, envelopes, errors.
import * as api from '@rahi/shared-contracts/api';
import type { DescribeRouteOptions } from 'hono-openapi';
import * as z from 'zod';

export type Schema = z.ZodType;

export const json = (schema: Schema) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

/** A required JSON request body of the schema's input shape. */
export const jsonBody = (schema: Schema) => ({
  required: true,
  content: {
    'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
  },
});

export const queryParameters = (schema: z.ZodObject) => {
  const shape = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(shape.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: shape.required?.includes(name) ?? false,
    schema: property,
  }));
};

export const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};

export const envelopeOf = (data: Schema, description: string) => ({
  description,
  content: { 'application/json': { schema: json(api.envelopeSchema(data)) } },
});

export const problem = (description: string) => ({
  description,
  content: { 'application/json': { schema: json(api.envelopeSchema(z.null())) } },
});

export interface Operation {
  summary: string;
  security?: object[];
  parameters?: object[];
  requestBody?: object;
  responses: Record<string, object>;
}

/**
 * A file's operations, named as hono-openapi names them (method and path), each for its route's describeRoute.
 * The one cast between zod's JSON Schema (its `type` is any string) and openapi-types' is here.
 * @example export const mapOperations = catalogue({ getRailwayLines: get('The railway lines', api.railwaySchema) });
 */
export const catalogue = <Name extends string>(operations: Record<Name, Operation>) =>
  operations as Record<Name, DescribeRouteOptions>;

export const get = (
  summary: string,
  data: Schema,
  parameters: object[] = [],
  errors: Record<string, string> = {},
) =>
  ({
    summary,
    parameters,
    responses: { 200: envelopeOf(data, 'OK'), ...errorResponses(errors) },
  }) satisfies Operation;

export const errorResponses = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([status, text]) => [status, problem(text)]));

export const post = (summary: string, body: Schema, data: Schema, errors: Record<string, string> = {}) =>
  ({
    summary,
    requestBody: jsonBody(body),
    responses: { 200: envelopeOf(data, 'OK'), ...errorResponses(errors) },
  }) satisfies Operation;

export const bearer = [{ bearer: [] }];

/**
 * An operation that needs the traveller's bearer token: 401 without a live one, and the given errors.
 * @example authed("The traveller's profile", { data: api.profileSchema })
 */
export const authed = (
  summary: string,
  options: { data: Schema; body?: Schema; parameters?: object[]; errors?: Record<string, string> },
) =>
  ({
    summary,
    security: bearer,
    parameters: options.parameters ?? [],
    ...(options.body && { requestBody: jsonBody(options.body) }),
    responses: {
      200: envelopeOf(options.data, 'OK'),
      401: problem('No token, or a revoked or expired one'),
      ...errorResponses(options.errors ?? {}),
    },
  }) satisfies Operation;
