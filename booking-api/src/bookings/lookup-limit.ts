// GET /bookings/:reserveId is rate-limited as /login is per number: each wrong reserve id / mobile pair is a row
// per client address and a row per reserve id, and after too many in an hour the lookup answers 429
// (auth/failure-window.ts). Guessing 8-digit ids from one address is then hopeless, and so is guessing one
// booking's mobile from many addresses. A reserve id that does not exist counts like one that does, so the 429
// says nothing about which ids exist. Each lookup is counted before it is made and taken back when it finds the
// booking, so lookups sent at once, to any instance, are counted one by one.
import {
  type FailureLog,
  forgetTries,
  type TakenTry,
  type TryLimit,
  takeTries,
} from '../auth/failure-window';
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

/**
 * Counts a lookup of this reserve id from this address as a miss until it finds the booking: `{ wait }`
 * (seconds) when either has had too many misses in the last hour.
 */
export function takeLookupTry(
  db: Database,
  { address, reserveId }: { address: string; reserveId: string },
  now: Date,
  limits: LookupLimits,
) {
  const tries: TryLimit[] = [{ log: BY_ADDRESS, key: address, limit: limits.perAddress }];
  if (RESERVE_ID.test(reserveId))
    tries.push({ log: BY_RESERVE_ID, key: reserveId, limit: limits.perReserveId });
  return takeTries(db, tries, now);
}

/** Takes back a lookup that found its booking. */
export const forgetLookupTry = (db: Database, rows: TakenTry) => forgetTries(db, rows);

/** Records a miss found elsewhere (a form naming a booking that is not the sender's), counted as a lookup's are. */
export async function recordLookupFailure(
  db: Database,
  who: { address: string; reserveId: string },
  now: Date,
): Promise<void> {
  await takeLookupTry(db, who, now, {
    perAddress: Number.POSITIVE_INFINITY,
    perReserveId: Number.POSITIVE_INFINITY,
  });
}
