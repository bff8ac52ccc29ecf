// Online password guessing is slowed per number: after too many wrong passwords in an hour, /login answers 429
// until the oldest of them is an hour old (auth/failure-window.ts). A successful login forgets the number's failures.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordFailures } from '../db/schema';
import { type FailureLog, failureRetryAfter, recordFailure } from './failure-window';

const PASSWORD_FAILURES: FailureLog = {
  table: passwordFailures,
  key: passwordFailures.mobile,
  at: passwordFailures.failedAt,
  row: (mobile, failedAt) => ({ mobile, failedAt }),
};

/** Seconds to wait before another password try for the number, or 0 when it may try now. */
export const passwordRetryAfter = (db: Database, mobile: string, now: Date, limit: number) =>
  failureRetryAfter(db, PASSWORD_FAILURES, mobile, now, limit);

/** Records a wrong password, forgetting failures older than a day. */
export const recordPasswordFailure = (db: Database, mobile: string, now: Date) =>
  recordFailure(db, PASSWORD_FAILURES, mobile, now);

/** Forgets the number's failures after a successful login. */
export const forgetPasswordFailures = (
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  mobile: string,
) => db.delete(passwordFailures).where(eq(passwordFailures.mobile, mobile));
