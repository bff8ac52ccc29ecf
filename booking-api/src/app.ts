// The booking-api app: every route group mounted, every error answered as an envelope.
// Mounted in the gateway's process by default (see gateway/src/app.ts), or served alone by server.ts.
import { MESSAGES } from '@rahi/shared-contracts';
import { type Context, Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { airportRoutes } from './airports';
import { articleRoutes } from './articles';
import { type AuthOptions, authDeps, authRoutes } from './auth';
import { optionalUserWith, requireUserWith } from './auth/require-user';
import { backofficeRoutes } from './backoffice';
import { hotelAnswerMinutes } from './backoffice/hotel-confirmations/settings';
import { bookingRoutes } from './bookings';
import { type BookingOptions, bookingDeps } from './bookings/deps';
import { createNightChangeFeed, listenForNightChanges } from './cache/night-changes';
import { cancellationRoutes } from './cancellation';
import { cityRoutes } from './cities';
import { createCityHotelsLoader } from './cities/city-hotels';
import { createCityNights } from './cities/city-nights';
import { cityMapRoutes } from './city-map';
import { contentRoutes } from './content';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { destinationRoutes } from './destinations';
import { devRoutes } from './dev';
import { delaySwitch } from './dev/delay';
import { discountCodeRoutes } from './discount-codes';
import { ApiProblem, fail } from './envelope';
import { favouriteRoutes } from './favourites';
import { priceAlertRoutes } from './favourites/price-alerts';
import { formRoutes } from './forms';
import { loadFormLimits } from './forms/settings';
import { headerFooterRoutes } from './header-footer';
import { healthRoutes } from './health';
import { hotelRoutes } from './hotels';
import { hotelLookupFrom, mediaRoutes } from './media';
import { logger } from './observability/logger';
import { requestLog } from './observability/request-log';
import { openApiRoutes } from './openapi';
import { messageLinks } from './outbox/booking-message';
import { pageRoutes } from './pages';
import { passengerRoutes } from './passengers';
import { paymentRoutes } from './payments';
import { popularRouteRoutes } from './popular-routes';
import { createSearchCounter } from './popular-routes/search-counter';
import { priceCalendarRoutes } from './price-calendar';
import { profileRoutes } from './profile';
import { profileBookingRoutes } from './profile/bookings';
import { notificationRoutes, notificationSetup } from './profile/notifications';
import { questionnaireRoutes } from './questionnaire';
import { railwayRoutes } from './railway';
import { createFunnelCounter } from './reports/funnel-counter';
import { reservationDraftRoutes } from './reservation-drafts';
import { reviewRoutes } from './reviews';
import { roadAtlasRoutes } from './road-atlas';
import { shortLinkRoutes } from './short-links';
import { loadShortLinkSettings } from './short-links/settings';
import { sitemapRoutes } from './sitemap';
import { staffRoutes } from './staff';
import { staffSessionWith } from './staff/require-staff';
import { loadStaffSettings } from './staff/settings';
import { ticketRoutes } from './tickets';
import { walletRoutes } from './wallet';

/** The kind of caller by the credentials sent (checked later by the routes that need them). */
const callerKind = (c: Context) =>
  c.req.header('x-staff-session') ? 'staff' : c.req.header('authorization') ? 'traveller' : 'guest';

/**
 * `auth` replaces what the login routes read from process.env: settings, clock, SMS sender, bot check;
 * `bookings` the booking and payment settings and the payment provider (the clock is auth's).
 */
export function createBookingApi({
  db,
  auth,
  bookings,
}: {
  db: Database;
  auth?: AuthOptions;
  bookings?: BookingOptions;
}) {
  const app = new Hono();
  const authSetup = authDeps(db, auth);
  const booking = bookingDeps(db, authSetup.clock, bookings);
  const requireUser = requireUserWith(db, authSetup.clock);
  const optionalUser = optionalUserWith(db, authSetup.clock);
  app.use(requestId(), requestLog({ service: 'booking-api', userKind: callerKind }));
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return fail(c, error.status, error.errors, error.message);
    const log = c.var.log ?? logger;
    if (isDatabaseUnavailable(error)) {
      log.error({ err: String(error) }, `${c.req.method} ${c.req.path}: the database is unavailable`);
      const response = fail(c, 503, [MESSAGES.upstreamUnavailable]);
      response.headers.set('Retry-After', '5');
      return response;
    }
    log.error({ err: error }, `${c.req.method} ${c.req.path} failed`);
    return fail(c, 500, [MESSAGES.serverError]);
  });
  app.notFound((c) => fail(c, 404, ['این نشانی در API وجود ندارد.']));
  const delay = authSetup.settings.devRoutes ? delaySwitch() : undefined;
  if (delay) app.use('*', delay.middleware);
  // Every /staff route reads its caller's staff session from here (staff/require-staff.ts).
  const staffSettings = loadStaffSettings(auth?.env ?? process.env);
  app.use('/staff/*', staffSessionWith(db, authSetup.clock, staffSettings));
  app.route('/', healthRoutes(db));
  app.route('/', headerFooterRoutes(db));
  app.route('/', destinationRoutes(db));
  const searchCounter = createSearchCounter(db);
  // One city-nights cache for the search and the price calendar.
  // Hotels' changes from the back office (this process's and, once listening, every other's) empty the caches.
  const nightChanges = createNightChangeFeed();
  const cityNights = createCityNights(db, undefined, nightChanges);
  const loadCityHotels = createCityHotelsLoader(db, { cityNights, changes: nightChanges });
  app.route('/', cityRoutes(db, { searchCounter, loadCityHotels, changes: nightChanges }));
  app.route('/', cityMapRoutes(db, { loadCityHotels }));
  app.route('/', priceCalendarRoutes(db, cityNights));
  // Hotel pages opened and drafts made, for the back office's funnel.
  const funnel = createFunnelCounter(db);
  app.route('/', hotelRoutes(db, funnel));
  app.route('/', contentRoutes(db));
  app.route('/', pageRoutes(db));
  app.route('/', articleRoutes(db));
  app.route('/', popularRouteRoutes(db, searchCounter, authSetup.clock));
  app.route('/', roadAtlasRoutes(db));
  app.route('/', sitemapRoutes(db));
  app.route('/', railwayRoutes(db));
  app.route('/', airportRoutes(db));
  app.route('/', reservationDraftRoutes(db, optionalUser, funnel));
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
  app.route(
    '/',
    notificationRoutes(db, requireUser, notificationSetup(auth?.env ?? process.env, authSetup.clock)),
  );
  app.route('/', cancellationRoutes(db, requireUser, authSetup.clock));
  app.route('/', passengerRoutes(db, requireUser));
  app.route('/', favouriteRoutes(db, requireUser, loadCityHotels, authSetup.clock));
  app.route('/', priceAlertRoutes(db, requireUser, loadCityHotels, authSetup.clock));
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
  const links = auth?.env ? loadShortLinkSettings(auth.env) : messageLinks();
  app.route('/', shortLinkRoutes(db, links, authSetup.clock));
  app.route('/', staffRoutes(db, authSetup.clock, staffSettings));
  const desk = {
    db,
    clock: authSetup.clock,
    hotelAnswerMinutes: hotelAnswerMinutes(auth?.env ?? process.env),
    changes: nightChanges,
  };
  app.route('/', backofficeRoutes(desk));
  if (delay) app.route('/', devRoutes(db, authSetup.clock, delay));
  app.route('/', mediaRoutes({ hotel: hotelLookupFrom(db), db }));
  app.route('/', openApiRoutes(app));
  /** Writes the city searches counted in memory; call it before closing the database (a stop, a test's end). */
  /** Writes the counts kept in memory: city searches and the funnel's steps. */
  const flushSearchCounts = async () => {
    await Promise.all([searchCounter.flush(), funnel.flush()]);
  };
  /**
   * Hears the changes other processes sharing the database make (a fleet on PostgreSQL); resolves with the
   * function that stops. Call it where the app is served; without it only this process's changes are heard.
   */
  const listenForChanges = () => listenForNightChanges(db, nightChanges);
  return Object.assign(app, { flushSearchCounts, listenForChanges });
}

export type BookingApi = ReturnType<typeof createBookingApi>;
