// The background work of a serving process: every BOOKING_SWEEP_SECONDS, expire overdue holds, reconcile
// payments whose callback never came, and ask finished stays for a review by SMS (reviews/invite.ts). Every
// gateway or booking-api process runs it; one at a time does a turn (db/once-across-processes.ts), so no hold is
// released, no capture verified and no review asked for twice by two processes. Each step is safe on its own too
// (see expire-holds.ts, payments/settle.ts and reviews/invite.ts).
import { systemClock } from '../auth/clock';
import { authDeps } from '../auth/deps';
import type { Database } from '../db/client';
import { onceAcrossProcesses } from '../db/once-across-processes';
import { reconcilePayments } from '../payments/reconcile';
import { inviteReviews } from '../reviews/invite';
import { type BookingOptions, bookingDeps } from './deps';
import { expireHolds } from './expire-holds';

/** Starts the sweeps; the returned function stops them. */
export function startBookingSweeps(db: Database, options: BookingOptions = {}): () => void {
  const { settings, provider } = bookingDeps(db, systemClock, options);
  const { sms } = authDeps(db, { env: options.env ?? process.env, clock: systemClock });
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = systemClock();
      const turn = await onceAcrossProcesses(db, 'bookings:sweep', async () => ({
        expired: await expireHolds(db, now),
        settled: await reconcilePayments(db, provider, now),
        asked: await inviteReviews(db, sms, now, { origin: settings.publicOrigin }),
      }));
      if (!turn) return;
      const { expired, settled, asked } = turn;
      if (expired + settled + asked > 0)
        console.log(
          `[bookings] sweep: ${expired} holds expired, ${settled} payments settled, ${asked} stays asked for a review`,
        );
    } catch (error) {
      console.error('[bookings] sweep failed', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, settings.sweepSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
