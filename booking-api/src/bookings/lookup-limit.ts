// GET /bookings/:reserveId is rate-limited as /login is per number: each wrong reserve id / mobile pair is a row
// per client address and a row per reserve id, and after too many in an hour the lookup answers 429
// (auth/failure-window.ts). Guessing 8-digit ids from one address is then hopeless, and so is guessing one
// booking's mobile from many addresses. A reserve id that does not exist counts like one that does, so the 429
// says nothing about which ids exist.
import { type FailureLog, failureRetryAfter, recordFailure } from '../auth/failure-window';
import type { Database } from '../db/client';
import { bookingLookupFailures, reserveIdLookupFailures } from '../db/schema';
import { RESERVE_ID } from './reserve-id';

const BY_ADDRESS: FailureLog = {
  table: bookingLookupFailures,
  key: bookingLookupFailures.clientAddress,
  at: bookingLookupFailures.failedAt,
  row: (clientAddress, failedAt) => ({ clientAddress, failedAt }),
};

const BY_RESERVE_ID: FailureLog = {
  table: reserveIdLookupFailures,
  key: reserveIdLookupFailures.reserveId,
  at: reserveIdLookupFailures.failedAt,
  row: (reserveId, failedAt) => ({ reserveId, failedAt }),
};

export interface LookupLimits {
  perAddress: number;
  perReserveId: number;
}

/** Seconds before this address may look this reserve id up again, or 0 when it may now. */
export async function lookupRetryAfter(
  db: Database,
  { address, reserveId }: { address: string; reserveId: string },
  now: Date,
  limits: LookupLimits,
): Promise<number> {
  const byAddress = await failureRetryAfter(db, BY_ADDRESS, address, now, limits.perAddress);
  if (!RESERVE_ID.test(reserveId)) return byAddress;
  const byReserveId = await failureRetryAfter(db, BY_RESERVE_ID, reserveId, now, limits.perReserveId);
  return Math.max(byAddress, byReserveId);
}

/** Records a missed lookup against the address and (when it is one's shape) the reserve id. */
export async function recordLookupFailure(
  db: Database,
  { address, reserveId }: { address: string; reserveId: string },
  now: Date,
) {
  await recordFailure(db, BY_ADDRESS, address, now);
  if (RESERVE_ID.test(reserveId)) await recordFailure(db, BY_RESERVE_ID, reserveId, now);
}
