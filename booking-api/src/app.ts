// The booking-api app: every route group mounted, every error answered as an envelope.
// Mounted in the gateway's process by default (see gateway/src/app.ts), or served alone by server.ts.
import { MESSAGES } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import { airportRoutes } from './airports';
import { articleRoutes } from './articles';
import { type AuthOptions, authDeps, authRoutes } from './auth';
import { optionalUserWith, requireUserWith } from './auth/require-user';
import { bookingRoutes } from './bookings';
import { type BookingOptions, bookingDeps } from './bookings/deps';
import { cancellationRoutes } from './cancellation';
import { cityRoutes } from './cities';
import { contentRoutes } from './content';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { destinationRoutes } from './destinations';
import { devRoutes } from './dev';
import { delaySwitch } from './dev/delay';
import { discountCodeRoutes } from './discount-codes';
import { ApiProblem, fail } from './envelope';
import { formRoutes } from './forms';
import { loadFormLimits } from './forms/settings';
import { headerFooterRoutes } from './header-footer';
import { hotelRoutes } from './hotels';
import { hotelLookupFrom, mediaRoutes } from './media';
import { openApiRoutes } from './openapi';
import { pageRoutes } from './pages';
import { passengerRoutes } from './passengers';
import { paymentRoutes } from './payments';
import { popularRouteRoutes } from './popular-routes';
import { createSearchCounter } from './popular-routes/search-counter';
import { profileRoutes } from './profile';
import { profileBookingRoutes } from './profile/bookings';
import { questionnaireRoutes } from './questionnaire';
import { railwayRoutes } from './railway';
import { reservationDraftRoutes } from './reservation-drafts';
import { reviewRoutes } from './reviews';
import { roadAtlasRoutes } from './road-atlas';
import { sitemapRoutes } from './sitemap';
import { supportRoutes } from './support';
import { ticketRoutes } from './tickets';
import { walletRoutes } from './wallet';

/**
 * `auth` replaces what the login routes read from process.env: settings, clock, SMS sender, bot check;
 * `bookings` the booking and payment settings and the payment provider (the clock is auth's);
 * `supportToken` opens /support (default SUPPORT_API_TOKEN from `auth.env` or process.env).
 */
export function createBookingApi({
  db,
  auth,
  bookings,
  supportToken = (auth?.env ?? process.env).SUPPORT_API_TOKEN,
}: {
  db: Database;
  auth?: AuthOptions;
  bookings?: BookingOptions;
  supportToken?: string | undefined;
}) {
  const app = new Hono();
  const authSetup = authDeps(db, auth);
  const booking = bookingDeps(db, authSetup.clock, bookings);
  const requireUser = requireUserWith(db, authSetup.clock);
  const optionalUser = optionalUserWith(db, authSetup.clock);
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return fail(c, error.status, error.errors, error.message);
    if (isDatabaseUnavailable(error)) {
      console.error(
        `[booking-api] ${c.req.method} ${c.req.path}: the database is unavailable`,
        String(error),
      );
      const response = fail(c, 503, [MESSAGES.upstreamUnavailable]);
      response.headers.set('Retry-After', '5');
      return response;
    }
    console.error(`[booking-api] ${c.req.method} ${c.req.path} failed`, error);
    return fail(c, 500, [MESSAGES.serverError]);
  });
  app.notFound((c) => fail(c, 404, ['این نشانی در API وجود ندارد.']));
  const delay = authSetup.settings.devRoutes ? delaySwitch() : undefined;
  if (delay) app.use('*', delay.middleware);
  app.route('/', headerFooterRoutes(db));
  app.route('/', destinationRoutes(db));
  const searchCounter = createSearchCounter(db);
  app.route('/', cityRoutes(db, { searchCounter }));
  app.route('/', hotelRoutes(db));
  app.route('/', contentRoutes(db));
  app.route('/', pageRoutes(db));
  app.route('/', articleRoutes(db));
  app.route('/', popularRouteRoutes(db, searchCounter, authSetup.clock));
  app.route('/', roadAtlasRoutes(db));
  app.route('/', sitemapRoutes(db));
  app.route('/', railwayRoutes(db));
  app.route('/', airportRoutes(db));
  app.route('/', reservationDraftRoutes(db, optionalUser));
  app.route('/', authRoutes(db, authSetup));
  app.route(
    '/',
    bookingRoutes(db, { ...booking, trustedProxyHops: authSetup.settings.trustedProxyHops }, optionalUser),
  );
  app.route('/', paymentRoutes(db, booking));
  app.route('/', discountCodeRoutes(db, authSetup.clock, optionalUser));
  app.route('/', walletRoutes(db, requireUser));
  app.route('/', profileRoutes(db, requireUser));
  app.route('/', profileBookingRoutes(db, requireUser));
  app.route('/', cancellationRoutes(db, requireUser, authSetup.clock));
  app.route('/', passengerRoutes(db, requireUser));
  app.route('/', ticketRoutes(db, requireUser, authSetup.clock));
  const forms = {
    db,
    clock: authSetup.clock,
    captcha: authSetup.captcha,
    limits: loadFormLimits(auth?.env ?? process.env),
    trustedProxyHops: authSetup.settings.trustedProxyHops,
  };
  app.route('/', formRoutes(forms, optionalUser));
  app.route('/', questionnaireRoutes(forms));
  app.route(
    '/',
    reviewRoutes(
      {
        ...forms,
        lookupLimits: {
          perAddress: booking.settings.lookupFailuresPerHour,
          perReserveId: booking.settings.lookupFailuresPerReserveIdPerHour,
        },
      },
      optionalUser,
    ),
  );
  app.route('/', supportRoutes(db, authSetup.clock, supportToken));
  if (delay) app.route('/', devRoutes(db, authSetup.clock, delay));
  app.route('/', mediaRoutes({ hotel: hotelLookupFrom(db) }));
  app.route('/', openApiRoutes());
  /** Writes the city searches counted in memory; call it before closing the database (a stop, a test's end). */
  const flushSearchCounts = () => searchCounter.flush();
  return Object.assign(app, { flushSearchCounts });
}

export type BookingApi = ReturnType<typeof createBookingApi>;
