// The OpenAPI document of every booking-api endpoint, generated from the routes themselves: hono-openapi reads
// each route's method and path from the app and its operation from the route's describeRoute (the *-operations.ts
// catalogues, built from the same zod schemas the server validates with and the client parses with). A route
// added without an operation, or an operation on no route or on another one, fails document.test.ts.
import type { Hono } from 'hono';
import { type GenerateSpecOptions, generateSpecs } from 'hono-openapi';

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, object> };
}
export interface OpenApiOperation {
  summary: string;
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  responses: Record<string, unknown>;
}

const documentation: GenerateSpecOptions['documentation'] = {
  info: {
    title: 'Rahi booking-api',
    version: '0.1.0',
    description:
      "The upstream behind the gateway's POST /handle-api proxy. Every answer is the envelope { meta: { status, message, errors }, data }. Dates are Gregorian YYYY-MM-DD; money is integer Rial.",
  },
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer' },
      staffSession: { type: 'apiKey', in: 'header', name: 'X-Staff-Session' },
    },
  },
};

/** The document of the app's routes (those with a describeRoute: not the probes, files or development routes). */
// biome-ignore lint/suspicious/noExplicitAny: any app's environment and schema
export async function buildOpenApiDocument(app: Hono<any, any, any>): Promise<OpenApiDocument> {
  return (await generateSpecs(app, { documentation })) as unknown as OpenApiDocument;
}
