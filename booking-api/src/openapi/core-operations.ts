// The operations of the site's public side: header and footer, search, cities and hotels, login, content. Each is
// attached to its route with hono-openapi's describeRoute, where the route is declared; the document's paths and
// methods are read from the routes themselves (document.ts).
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import {
  bearer,
  catalogue,
  envelopeOf,
  get,
  idParameter,
  post,
  problem,
  queryParameters,
} from './operations';

const SEND_ERRORS = {
  403: 'captcha_token missing or refused (only when RECAPTCHA_SECRET is set)',
  422: 'Not an Iranian mobile number',
  429: 'A send limit: per number or client address per hour, or 60 s since the last code; see Retry-After',
  503: 'The SMS could not be sent',
};

export const coreOperations = catalogue({
  getHeaderFooterContents: get('Header links and settings, footer, comment status', api.headerFooterSchema),
  getDestinations: get(
    'Cities and hotels matching a search text',
    z.array(api.destinationSchema),
    queryParameters(api.destinationsQuerySchema),
    { 422: 'Bad query' },
  ),
  getCitiesById: get('A city', api.citySchema, [idParameter], { 404: 'No such city' }),
  getCitiesByIdHotels: get(
    "A city's hotels for a stay: from-prices, filters, sort, pages, facets",
    api.cityHotelsSchema,
    [idParameter, ...queryParameters(api.cityHotelsQuerySchema)],
    { 404: 'No such city', 422: 'Bad query, or a check-in before today' },
  ),
  getHotelsById: get("A hotel's details", api.hotelDetailsSchema, [idParameter], {
    404: 'No such hotel',
  }),
  getHotelsByIdRooms: get(
    "Each room type's prices for a stay, night by night, with extra-bed, early and late prices",
    z.array(api.roomOfferSchema),
    [idParameter, ...queryParameters(api.roomsQuerySchema)],
    { 404: 'No such hotel', 422: 'Bad query, a check-in before today, or a night without a price' },
  ),
  getHotelsByIdReviews: get(
    "A page of a hotel's reviews",
    api.hotelReviewsSchema,
    [idParameter, ...queryParameters(api.reviewsQuerySchema)],
    { 404: 'No such hotel' },
  ),
  postLoginRegister: post(
    'Send a login code by SMS; `registered` says whether the number has an account',
    api.loginRegisterBodySchema,
    api.loginRegisterResultSchema,
    SEND_ERRORS,
  ),
  postOtp: post(
    'Log in with the code, registering a new number; the gateway moves `token` into an HttpOnly cookie',
    api.otpBodySchema,
    api.authSessionSchema,
    { 422: 'Wrong or expired code', 429: 'Five wrong codes: ask for a new one' },
  ),
  postLogin: post('Log in with a password', api.passwordLoginBodySchema, api.authSessionSchema, {
    422: 'Wrong number or password',
    429: 'Too many wrong passwords for the number in an hour; see Retry-After',
  }),
  postPasswordForgot: post(
    'Send a password reset code by SMS (same limits as /login-register)',
    api.forgotPasswordBodySchema,
    api.codeSentResultSchema,
    SEND_ERRORS,
  ),
  postPasswordReset: post(
    'Set the password with the reset code (`token`); ends every session of the user',
    api.resetPasswordBodySchema,
    z.null(),
    {
      422: 'Wrong or expired code, a short password or a confirmation that differs',
      429: 'Five wrong codes',
    },
  ),
  getCheckToken: {
    summary: "Who the bearer token belongs to: the user's name and credit",
    security: bearer,
    responses: {
      200: envelopeOf(api.tokenCheckSchema, 'OK'),
      401: problem('No token, or a revoked or expired one'),
    },
  },
  postLogout: {
    summary: 'Revoke the bearer token (200 even when it is unknown or already revoked)',
    security: bearer,
    responses: { 200: envelopeOf(z.null(), 'OK') },
  },
  getContentBySlug: get(
    "A content page's body",
    z.unknown(),
    [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
    { 404: 'No such page' },
  ),
  getPages: get(
    'A CMS page by its path of any depth (about, help/payment/failed-payment)',
    api.contentPageSchema,
    queryParameters(api.pageQuerySchema),
    { 404: 'No such page', 422: 'No path' },
  ),
  getArticles: get(
    'Travel-tip articles, newest first, by category, a page at a time, with every category',
    api.articlesSchema,
    queryParameters(api.articlesQuerySchema),
    { 404: 'No such category', 422: 'Bad page' },
  ),
  getArticlesBySlug: get(
    "An article, with its city's best-rated hotels",
    api.articleSchema,
    [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
    { 404: 'No such article' },
  ),
  getPopularRoutes: get(
    'The destinations searched (last 30 days) and booked (paid, last 90 days) most, and the city pairs one traveller booked in turn; with nothing counted, the cities with the most hotels (basis: hotels)',
    api.popularRoutesSchema,
  ),
  getRoadAtlas: get(
    'Provinces with their main cities and approximate road distances between major cities; a city we sell carries its id and slug',
    api.roadAtlasSchema,
  ),
  getSitemapEntries: get(
    "Every city, hotel, CMS page and article with its last change (the gateway's /sitemap.xml)",
    api.sitemapEntriesSchema,
  ),
  getShortLinksByToken: get(
    "Where an SMS's short link goes: the booking's voucher, status or review page (with its mobile)",
    z.object({ location: z.string() }),
    [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
    { 404: 'No such link or booking', 410: 'The link has expired' },
  ),
});
