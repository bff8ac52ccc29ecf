// Online password guessing is slowed per number: after too many wrong passwords in an hour, /login answers 429
// until the oldest of them is an hour old. A successful login forgets the number's failures.
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordFailures } from '../db/schema';
import { secondsAfter } from './clock';

const HOUR = 3600;

/** Seconds to wait before another password try for the number, or 0 when it may try now. */
export async function passwordRetryAfter(
  db: Database,
  mobile: string,
  now: Date,
  limit: number,
): Promise<number> {
  const hourAgo = secondsAfter(now, -HOUR);
  const inWindow = and(eq(passwordFailures.mobile, mobile), gt(passwordFailures.failedAt, hourAgo));
  const [window] = await db.select({ failures: count() }).from(passwordFailures).where(inWindow);
  if (!window || window.failures < limit) return 0;
  const [leaving] = await db
    .select({ failedAt: passwordFailures.failedAt })
    .from(passwordFailures)
    .where(inWindow)
    .orderBy(asc(passwordFailures.failedAt))
    .offset(window.failures - limit)
    .limit(1);
  const until = secondsAfter(leaving?.failedAt ?? now, HOUR);
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** Records a wrong password, forgetting failures older than a day. */
export async function recordPasswordFailure(db: Database, mobile: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(passwordFailures).where(lt(passwordFailures.failedAt, secondsAfter(now, -24 * HOUR)));
    await tx.insert(passwordFailures).values({ mobile, failedAt: now });
  });
}

/** Forgets the number's failures after a successful login. */
export const forgetPasswordFailures = (
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  mobile: string,
) => db.delete(passwordFailures).where(eq(passwordFailures.mobile, mobile));
