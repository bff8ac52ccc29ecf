// The OpenAPI document of every booking-api endpoint, built from the same zod schemas the server
// validates with and the client parses with, so the document cannot drift from the code.
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import { bookingPaths } from './booking-paths';
import { deskPaths } from './desk-paths';
import { favouritePaths } from './favourite-paths';
import { formPaths } from './form-paths';
import { mapPaths } from './map-paths';
import { bearer, envelopeOf, get, idParameter, post, problem, queryParameters } from './operations';
import { priceCalendarPaths } from './price-calendar-paths';
import { profilePaths } from './profile-paths';
import { staffPaths } from './staff-paths';

const SEND_ERRORS = {
  403: 'captcha_token missing or refused (only when RECAPTCHA_SECRET is set)',
  422: 'Not an Iranian mobile number',
  429: 'A send limit: per number or client address per hour, or 60 s since the last code; see Retry-After',
  503: 'The SMS could not be sent',
};

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
      '/login-register': post(
        'Send a login code by SMS; `registered` says whether the number has an account',
        api.loginRegisterBodySchema,
        api.loginRegisterResultSchema,
        SEND_ERRORS,
      ),
      '/otp': post(
        'Log in with the code, registering a new number; the gateway moves `token` into an HttpOnly cookie',
        api.otpBodySchema,
        api.authSessionSchema,
        { 422: 'Wrong or expired code', 429: 'Five wrong codes: ask for a new one' },
      ),
      '/login': post('Log in with a password', api.passwordLoginBodySchema, api.authSessionSchema, {
        422: 'Wrong number or password',
        429: 'Too many wrong passwords for the number in an hour; see Retry-After',
      }),
      '/password/forgot': post(
        'Send a password reset code by SMS (same limits as /login-register)',
        api.forgotPasswordBodySchema,
        api.codeSentResultSchema,
        SEND_ERRORS,
      ),
      '/password/reset': post(
        'Set the password with the reset code (`token`); ends every session of the user',
        api.resetPasswordBodySchema,
        z.null(),
        {
          422: 'Wrong or expired code, a short password or a confirmation that differs',
          429: 'Five wrong codes',
        },
      ),
      '/check-token': {
        get: {
          summary: "Who the bearer token belongs to: the user's name and credit",
          security: bearer,
          responses: {
            200: envelopeOf(api.tokenCheckSchema, 'OK'),
            401: problem('No token, or a revoked or expired one'),
          },
        },
      },
      '/logout': {
        post: {
          summary: 'Revoke the bearer token (200 even when it is unknown or already revoked)',
          security: bearer,
          responses: { 200: envelopeOf(z.null(), 'OK') },
        },
      },
      '/content/{slug}': get(
        "A content page's body",
        z.unknown(),
        [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
        { 404: 'No such page' },
      ),
      '/pages': get(
        'A CMS page by its path of any depth (about, help/payment/failed-payment)',
        api.contentPageSchema,
        queryParameters(api.pageQuerySchema),
        { 404: 'No such page', 422: 'No path' },
      ),
      '/articles': get(
        'Travel-tip articles, newest first, by category, a page at a time, with every category',
        api.articlesSchema,
        queryParameters(api.articlesQuerySchema),
        { 404: 'No such category', 422: 'Bad page' },
      ),
      '/articles/{slug}': get(
        "An article, with its city's best-rated hotels",
        api.articleSchema,
        [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
        { 404: 'No such article' },
      ),
      '/popular-routes': get(
        'The destinations searched (last 30 days) and booked (paid, last 90 days) most, and the city pairs one traveller booked in turn; with nothing counted, the cities with the most hotels (basis: hotels)',
        api.popularRoutesSchema,
      ),
      '/road-atlas': get(
        'Provinces with their main cities and approximate road distances between major cities; a city we sell carries its id and slug',
        api.roadAtlasSchema,
      ),
      '/sitemap-entries': get(
        "Every city, hotel, CMS page and article with its last change (the gateway's /sitemap.xml)",
        api.sitemapEntriesSchema,
      ),
      '/short-links/{token}': get(
        "Where an SMS's short link goes: the booking's voucher, status or review page (with its mobile)",
        z.object({ location: z.string() }),
        [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
        { 404: 'No such link or booking', 410: 'The link has expired' },
      ),
      ...bookingPaths,
      ...profilePaths(),
      ...favouritePaths(),
      ...formPaths(),
      ...mapPaths(),
      ...priceCalendarPaths(),
      ...staffPaths(),
      ...deskPaths(),
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        staffSession: { type: 'apiKey', in: 'header', name: 'X-Staff-Session' },
      },
    },
  };
}
