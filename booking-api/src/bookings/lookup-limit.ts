// Finding a booking by reserve id and mobile (GET /bookings/:reserveId, its payments, the review page) is
// rate-limited as /login is per number: each wrong pair is a row per client address, and a caller without login
// also writes a row per reserve id (auth/failure-window.ts). After too many in an hour the address is refused with
// 429 before it looks; the reserve id turns further misses from callers without login into 429, never a correct
// pair. Guessing 8-digit ids from one address is then hopeless, and nobody can lock an owner out: a correct pair
// is refused only for its own address's misses, and the logged-in owner is never counted. A reserve id that does
// not exist counts like one that does, so a 429 says nothing about which ids exist. Each lookup is counted before
// it is made and taken back when it finds the booking, so lookups sent at once, to any instance, are counted one
// by one. A caller who names no mobile guesses nothing: only an owner (account, or the browser session the booking
// was made in) is answered then, and a miss is not counted.
import { type FailureLog, forgetTries, takeTries } from '../auth/failure-window';
import type { Database } from '../db/client';
import { bookingLookupFailures, reserveIdLookupFailures } from '../db/schema';
import { RESERVE_ID } from './reserve-id';

const BY_ADDRESS: FailureLog = {
  name: 'booking_lookup_failures',
  table: bookingLookupFailures,
  id: bookingLookupFailures.id,
  key: bookingLookupFailures.clientAddress,
  at: bookingLookupFailures.failedAt,
  row: (clientAddress, failedAt) => ({ clientAddress, failedAt }),
};

const BY_RESERVE_ID: FailureLog = {
  name: 'reserve_id_lookup_failures',
  table: reserveIdLookupFailures,
  id: reserveIdLookupFailures.id,
  key: reserveIdLookupFailures.reserveId,
  at: reserveIdLookupFailures.failedAt,
  row: (reserveId, failedAt) => ({ reserveId, failedAt }),
};

export interface LookupLimits {
  perAddress: number;
  perReserveId: number;
}

/** Who looks: the client's address, the reserve id asked for, and whether the caller is logged in. */
export interface Lookup {
  address: string;
  reserveId: string;
  loggedIn: boolean;
  /** The caller's browser session is known (the gateway's): `find` may find the booking as the session's own. */
  session?: boolean;
  /** Whether the caller named a mobile (default true): without one, nothing is guessed and no miss is counted. */
  mobile?: boolean;
}

/**
 * A lookup's find: the booking and whether the caller owns it (its account, or the browser session the booking was
 * made in), or undefined for a wrong pair.
 */
export type Find<T> = () => Promise<{ booking: T; byOwner: boolean } | undefined>;

/** The booking found, `{ wait }` (seconds) when refused, or undefined for a miss. */
export type LookupOutcome<T> = { booking: T } | { wait: number } | undefined;

/**
 * Runs `find` under the lookup limits.
 *
 * @example
 * const found = await lookUpBooking(db, { address, reserveId, loggedIn: !!user }, now, limits, find);
 * if (found && 'wait' in found) return tooMany(found.wait);
 * if (!found) return notFound();
 */
export async function lookUpBooking<T>(
  db: Database,
  who: Lookup,
  now: Date,
  limits: LookupLimits,
  find: Find<T>,
): Promise<LookupOutcome<T>> {
  if (who.loggedIn || who.session) {
    const own = await find();
    if (own?.byOwner) return { booking: own.booking };
  }
  if (who.mobile === false) return undefined;
  const taken = await takeTries(db, [{ log: BY_ADDRESS, key: who.address, limit: limits.perAddress }], now);
  if ('wait' in taken) return taken;
  const found = await find();
  if (found) {
    await forgetTries(db, taken.rows);
    return { booking: found.booking };
  }
  if (who.loggedIn || !RESERVE_ID.test(who.reserveId)) return undefined;
  const byId = await takeTries(
    db,
    [{ log: BY_RESERVE_ID, key: who.reserveId, limit: limits.perReserveId }],
    now,
  );
  return 'wait' in byId ? byId : undefined;
}

/** Records a miss found elsewhere (a form naming a booking that is not the sender's), counted as a lookup's are. */
export async function recordLookupFailure(
  db: Database,
  who: { address: string; reserveId: string },
  now: Date,
): Promise<void> {
  const tries = [{ log: BY_ADDRESS, key: who.address, limit: Number.POSITIVE_INFINITY }];
  if (RESERVE_ID.test(who.reserveId))
    tries.push({ log: BY_RESERVE_ID, key: who.reserveId, limit: Number.POSITIVE_INFINITY });
  await takeTries(db, tries, now);
}
