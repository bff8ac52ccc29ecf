// The background work of a serving process: every BOOKING_SWEEP_SECONDS, warn holds ending in five minutes,
// expire overdue holds, reconcile payments whose callback never came, and ask finished stays for a review
// (reviews/invite.ts), escalate paid bookings their hotel left unanswered (backoffice/hotel-confirmations), and
// compare price alerts once a day (favourites/price-alerts.ts); and, all the time, the
// outbox worker that delivers the messages these enqueue. Every
// gateway or booking-api process runs it; one at a time does a turn (db/once-across-processes.ts), so no hold is
// released, no capture verified and no review asked for twice by two processes. Each step is safe on its own too
// (see expire-holds.ts, payments/settle.ts and reviews/invite.ts).
import { systemClock } from '../auth/clock';
import { authDeps } from '../auth/deps';
import { escalateUnansweredBookings } from '../backoffice/hotel-confirmations/escalate';
import { hotelAnswerMinutes } from '../backoffice/hotel-confirmations/settings';
import type { Database } from '../db/client';
import { onceAcrossProcesses } from '../db/once-across-processes';
import { priceAlertCheck } from '../favourites/price-alerts';
import { reconcilerRuns } from '../observability/domain-metrics';
import { logger } from '../observability/logger';
import { reconcilePayments } from '../payments/reconcile';
import { inviteReviews } from '../reviews/invite';
import { type BookingOptions, bookingDeps } from './deps';
import { expireHolds } from './expire-holds';
import { warnEndingHolds } from './hold-ending';

/** Starts the sweeps and the outbox worker; the returned function stops them and resolves once their turns end. */
export function startBookingSweeps(db: Database, options: BookingOptions = {}): () => Promise<void> {
  const { settings, provider } = bookingDeps(db, systemClock, options);
  const { outbox } = authDeps(db, { env: options.env ?? process.env, clock: systemClock });
  const stopOutbox = outbox.start();
  const answerMinutes = hotelAnswerMinutes(options.env ?? process.env);
  const checkAlerts = priceAlertCheck(db, settings.publicOrigin);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = systemClock();
      const turn = await onceAcrossProcesses(db, 'bookings:sweep', async () => ({
        warned: await warnEndingHolds(db, now),
        expired: await expireHolds(db, now),
        settled: await reconcilePayments(db, provider, now, settings.inquiryAfterSeconds * 1000).then(
          (count) => {
            reconcilerRuns.inc({ outcome: 'ok' });
            return count;
          },
          (error) => {
            reconcilerRuns.inc({ outcome: 'failed' });
            throw error;
          },
        ),
        asked: await inviteReviews(db, now),
        escalated: await escalateUnansweredBookings(db, now, answerMinutes),
        alerts: await checkAlerts(now),
      }));
      if (!turn) return;
      const { warned, expired, settled, asked, escalated, alerts } = turn;
      if (warned + expired + settled + asked + escalated + alerts.sent > 0)
        logger.info(
          `[bookings] sweep: ${warned} holds warned, ${expired} holds expired, ${settled} payments settled, ${asked} stays asked for a review, ${escalated} bookings escalated to support, ${alerts.sent} price alerts sent`,
        );
    } catch (error) {
      logger.error({ err: error }, '[bookings] sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, settings.sweepSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await stopOutbox();
    while (running) await new Promise((resolve) => setTimeout(resolve, 50));
  };
}
