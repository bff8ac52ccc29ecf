// GET /bookings/:reserveId is rate-limited per client address, as /login is per number: each wrong reserve id /
// mobile pair is a row, and after too many in an hour the lookup answers 429 (auth/failure-window.ts). Guessing
// 8-digit ids together with a mobile is then hopeless.
import { type FailureLog, failureRetryAfter, recordFailure } from '../auth/failure-window';
import type { Database } from '../db/client';
import { bookingLookupFailures } from '../db/schema';

const LOOKUP_FAILURES: FailureLog = {
  table: bookingLookupFailures,
  key: bookingLookupFailures.clientAddress,
  at: bookingLookupFailures.failedAt,
  row: (clientAddress, failedAt) => ({ clientAddress, failedAt }),
};

/** Seconds before the address may look up again, or 0 when it may now. */
export const lookupRetryAfter = (db: Database, address: string, now: Date, limit: number) =>
  failureRetryAfter(db, LOOKUP_FAILURES, address, now, limit);

/** Records a missed lookup. */
export const recordLookupFailure = (db: Database, address: string, now: Date) =>
  recordFailure(db, LOOKUP_FAILURES, address, now);
