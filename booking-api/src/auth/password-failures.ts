// Online password guessing is slowed per number: after too many wrong passwords in an hour, /login answers 429
// until the oldest of them is an hour old (auth/failure-window.ts). Each try is counted before the password is
// checked, so tries sent at once cannot pass the limit together; a successful login forgets the number's failures.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordFailures } from '../db/schema';
import { type FailureLog, takeTries } from './failure-window';

const PASSWORD_FAILURES: FailureLog = {
  name: 'password_failures',
  table: passwordFailures,
  id: passwordFailures.id,
  key: passwordFailures.mobile,
  at: passwordFailures.failedAt,
  row: (mobile, failedAt) => ({ mobile, failedAt }),
};

/**
 * Counts a password try for the number as a failure until it succeeds: `{ wait }` (seconds) when the number
 * has had too many in the last hour.
 */
export const takePasswordTry = (db: Database, mobile: string, now: Date, limit: number) =>
  takeTries(db, [{ log: PASSWORD_FAILURES, key: mobile, limit }], now);

/** Forgets the number's failures (this try's too) after a successful login. */
export const forgetPasswordFailures = (
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  mobile: string,
) => db.delete(passwordFailures).where(eq(passwordFailures.mobile, mobile));
