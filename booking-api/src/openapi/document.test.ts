import { findTargetHandler } from 'hono/utils/handler';
import { uniqueSymbol } from 'hono-openapi';
import { createBookingApi } from '../app';
import type { Database } from '../db/client';
import { bookingOperations } from './booking-operations';
import { coreOperations } from './core-operations';
import { deskOperations } from './desk-operations';
import { buildOpenApiDocument, type OpenApiDocument } from './document';
import { favouriteOperations } from './favourite-operations';
import { formOperations } from './form-operations';
import { mapOperations } from './map-operations';
import { openApiPath } from './openapi-path';
import { priceCalendarOperations } from './price-calendar-operations';
import { profileOperations } from './profile-operations';
import { staffOperations } from './staff-operations';

// Built without a database: registering the routes reads nothing.
const app = createBookingApi({ db: {} as Database, auth: { env: { AUTH_CODE_SECRET: 'test' } } });
let doc: OpenApiDocument;
beforeAll(async () => {
  doc = await buildOpenApiDocument(app);
});

describe('the OpenAPI document', () => {
  it.each([
    ['post', '/login-register'],
    ['post', '/otp'],
    ['post', '/login'],
    ['post', '/password/forgot'],
    ['post', '/password/reset'],
    ['get', '/check-token'],
    ['post', '/logout'],
    ['get', '/profile'],
    ['put', '/profile'],
    ['put', '/profile/password'],
    ['post', '/passengers'],
    ['delete', '/passengers/{id}'],
    ['post', '/tickets'],
    ['post', '/tickets/{id}/close'],
    ['post', '/staff/tickets/{id}/messages'],
    ['get', '/railway-lines'],
    ['get', '/airports/{slug}'],
    ['get', '/cities/{id}/price-calendar'],
    ['get', '/hotels/{id}/price-calendar'],
    ['post', '/wallet/withdrawals'],
    ['get', '/wallet/withdrawals'],
    ['get', '/wallet/card-payments'],
  ])('lists %s %s', (method, path) => {
    expect(doc.paths[path]?.[method]).toBeDefined();
  });

  it("describes the login bodies' fields from the shared schemas", () => {
    const otp = doc.paths['/otp']?.post?.requestBody?.content['application/json']?.schema.properties;
    expect(Object.keys(otp ?? {})).toEqual(['mobile', 'code', 'fcm_token']);
    const send =
      doc.paths['/login-register']?.post?.requestBody?.content['application/json']?.schema.properties;
    expect(Object.keys(send ?? {})).toEqual(['mobile', 'captcha_token']);
    expect(Object.keys(doc.paths['/login-register']?.post?.responses ?? {})).toEqual([
      '200',
      '403',
      '422',
      '429',
      '503',
    ]);
  });

  it('has no support-token relay: no /support path and no X-Support-Token scheme', () => {
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/support'))).toEqual([]);
    const schemes = doc.components.securitySchemes;
    expect(Object.keys(schemes)).toEqual(['bearer', 'staffSession']);
  });

  it('has an operation on every route booking-api answers (a route added without its describeRoute is caught)', () => {
    /** Not the JSON API: probes, files, the test bank's HTML page, the document itself, development routes. */
    const outside = /^(GET|POST) \/(healthz|readyz|media\/|sandbox-bank\/|openapi\.json|docs|dev\/)/;
    const routes = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${openApiPath(route.path)}`)
        .filter((route) => !outside.test(route)),
    );
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect([...routes].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !routes.has(route))).toEqual([]);
    expect(routes.size).toBeGreaterThan(100);
  });

  it('attaches every operation of the catalogues to the route it is named after (none unused, none misplaced)', () => {
    // A catalogue names each operation as hono-openapi names its route's operationId (method and path).
    const catalogues: Record<string, object> = {
      ...coreOperations,
      ...bookingOperations,
      ...deskOperations,
      ...favouriteOperations,
      ...formOperations,
      ...mapOperations,
      ...priceCalendarOperations,
      ...profileOperations,
      ...staffOperations,
    };
    const attached = new Map<string, unknown>();
    for (const route of app.routes) {
      const described = (findTargetHandler(route.handler) as unknown as Record<symbol, { spec?: unknown }>)[
        uniqueSymbol
      ];
      if (!described) continue;
      const path = openApiPath(route.path);
      const operationId =
        doc.paths[path]?.[route.method.toLowerCase()]?.operationId ?? `${route.method} ${path}`;
      attached.set(operationId, described.spec);
    }
    const misplaced = [...attached].filter(([name, spec]) => catalogues[name] !== spec).map(([name]) => name);
    expect(misplaced).toEqual([]);
    expect(Object.keys(catalogues).filter((name) => !attached.has(name))).toEqual([]);
  });

  it('leaves the development routes out', () => {
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/dev'))).toBe(false);
  });
});
