// The OpenAPI document of every booking-api endpoint, built from the same zod schemas the server
// validates with and the client parses with, so the document cannot drift from the code.
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';

type Schema = z.ZodType;

const json = (schema: Schema) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

const queryParameters = (schema: z.ZodObject) => {
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

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

const envelopeOf = (data: Schema, description: string) => ({
  description,
  content: { 'application/json': { schema: json(api.envelopeSchema(data)) } },
});

const problem = (description: string) => ({
  description,
  content: { 'application/json': { schema: json(api.envelopeSchema(z.null())) } },
});

interface Operation {
  summary: string;
  parameters?: object[];
  requestBody?: object;
  responses: Record<string, object>;
}

const get = (
  summary: string,
  data: Schema,
  parameters: object[] = [],
  errors: Record<string, string> = {},
) => ({
  get: {
    summary,
    parameters,
    responses: {
      200: envelopeOf(data, 'OK'),
      ...Object.fromEntries(Object.entries(errors).map(([status, text]) => [status, problem(text)])),
    },
  } satisfies Operation,
});

export function buildOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rahi booking-api',
      version: '0.1.0',
      description:
        "The upstream behind the gateway's POST /handle-api proxy. Every answer is the envelope { meta: { status, message, errors }, data }. Dates are Gregorian YYYY-MM-DD; money is integer Rial.",
    },
    paths: {
      '/header-footer-contents': get(
        'Header links and settings, footer, comment status',
        api.headerFooterSchema,
      ),
      '/destinations': get(
        'Cities and hotels matching a search text',
        z.array(api.destinationSchema),
        queryParameters(api.destinationsQuerySchema),
        { 422: 'Bad query' },
      ),
      '/cities/{id}': get('A city', api.citySchema, [idParameter], { 404: 'No such city' }),
      '/cities/{id}/hotels': get(
        "A city's hotels for a stay: from-prices, filters, sort, pages, facets",
        api.cityHotelsSchema,
        [idParameter, ...queryParameters(api.cityHotelsQuerySchema)],
        { 404: 'No such city', 422: 'Bad query, or a check-in before today' },
      ),
      '/hotels/{id}': get("A hotel's details", api.hotelDetailsSchema, [idParameter], {
        404: 'No such hotel',
      }),
      '/hotels/{id}/rooms': get(
        "Each room type's prices for a stay, night by night, with extra-bed, early and late prices",
        z.array(api.roomOfferSchema),
        [idParameter, ...queryParameters(api.roomsQuerySchema)],
        { 404: 'No such hotel', 422: 'Bad query, a check-in before today, or a night without a price' },
      ),
      '/hotels/{id}/reviews': get(
        "A page of a hotel's reviews",
        api.hotelReviewsSchema,
        [idParameter, ...queryParameters(api.reviewsQuerySchema)],
        { 404: 'No such hotel' },
      ),
      '/content/{slug}': get(
        "A content page's body",
        z.unknown(),
        [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
        { 404: 'No such page' },
      ),
    },
  };
}
