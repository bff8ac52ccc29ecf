// Online password guessing is slowed per number and per client address: after too many wrong passwords in an
// hour for one number, or from one address (trying many numbers), /login answers 429 until the oldest of them is
// an hour old (auth/failure-window.ts). The address's failures are rows of form_rate_log keyed 'login:address:…',
// so every instance on the database shares them, as the code sends' per-address limit does. Each try is counted
// before the password is checked, so tries sent at once cannot pass the limit together; a successful login
// forgets the number's failures and its own try.
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { passwordFailures } from '../db/schema';
import { type FailureLog, FORM_RATE_LOG, forgetTries, type TakenTry, takeTries } from './failure-window';

const PASSWORD_FAILURES: FailureLog = {
  name: 'password_failures',
  table: passwordFailures,
  id: passwordFailures.id,
  key: passwordFailures.mobile,
  at: passwordFailures.failedAt,
  row: (mobile, failedAt) => ({ mobile, failedAt }),
};

export interface PasswordLimits {
  perMobile: number;
  perAddress: number;
}

/**
 * Counts a password try for the number and the address as a failure until it succeeds: `{ wait }` (seconds)
 * when either has had too many in the last hour.
 */
export const takePasswordTry = (
  db: Database,
  { mobile, address }: { mobile: string; address: string },
  now: Date,
  limits: PasswordLimits,
) =>
  takeTries(
    db,
    [
      { log: PASSWORD_FAILURES, key: mobile, limit: limits.perMobile },
      { log: FORM_RATE_LOG, key: `login:address:${address}`, limit: limits.perAddress },
    ],
    now,
  );

/** Forgets the number's failures and this try's row for its address after a successful login. */
export async function forgetPasswordFailures(db: Executor, mobile: string, taken: TakenTry) {
  await db.delete(passwordFailures).where(eq(passwordFailures.mobile, mobile));
  await forgetTries(
    db,
    taken.filter((row) => row.log === FORM_RATE_LOG),
  );
}
