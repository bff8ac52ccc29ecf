// The send limits: per number per hour, per client address per hour, and a minimum gap between two
// codes to one number. Counted from sms_send_log inside the transaction that records the send.
import { MESSAGES } from '@rahi/shared-contracts';
import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { smsSendLog } from '../db/schema';
import { secondsAfter } from './clock';
import type { AuthSettings } from './settings';

const HOUR = 3600;

export type SendDecision = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

const secondsUntil = (later: Date, now: Date) =>
  Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));

/** Whether one more code may go to this number for this client now, and if not, how long to wait. */
export async function checkSendLimits(
  tx: Transaction,
  { mobile, address, now }: { mobile: string; address: string; now: Date },
  settings: AuthSettings,
): Promise<SendDecision> {
  const hourAgo = secondsAfter(now, -HOUR);
  const [last] = await tx
    .select({ sentAt: smsSendLog.sentAt })
    .from(smsSendLog)
    .where(eq(smsSendLog.mobile, mobile))
    .orderBy(desc(smsSendLog.sentAt))
    .limit(1);
  if (last && secondsAfter(last.sentAt, settings.sendGapSeconds) > now) {
    const wait = secondsUntil(secondsAfter(last.sentAt, settings.sendGapSeconds), now);
    return { ok: false, retryAfterSeconds: wait, message: MESSAGES.authSendTooSoon };
  }
  for (const [column, value, limit] of [
    [smsSendLog.mobile, mobile, settings.sendsPerMobilePerHour],
    [smsSendLog.clientAddress, address, settings.sendsPerAddressPerHour],
  ] as const) {
    const [window] = await tx
      .select({ sends: count() })
      .from(smsSendLog)
      .where(and(eq(column, value), gt(smsSendLog.sentAt, hourAgo)));
    if (window && window.sends >= limit) {
      const oldest = await oldestToLeave(tx, column, value, hourAgo, window.sends - limit);
      return {
        ok: false,
        retryAfterSeconds: secondsUntil(secondsAfter(oldest, HOUR), now),
        message: MESSAGES.authTooManySends,
      };
    }
  }
  return { ok: true };
}

/** The send whose leaving the window brings the count under the limit. */
async function oldestToLeave(
  tx: Transaction,
  column: typeof smsSendLog.mobile | typeof smsSendLog.clientAddress,
  value: string,
  hourAgo: Date,
  offset: number,
): Promise<Date> {
  const [row] = await tx
    .select({ sentAt: smsSendLog.sentAt })
    .from(smsSendLog)
    .where(and(eq(column, value), gt(smsSendLog.sentAt, hourAgo)))
    .orderBy(asc(smsSendLog.sentAt))
    .offset(offset)
    .limit(1);
  return row?.sentAt ?? hourAgo;
}

/** Forgets sends older than a day: the limits look back one hour. */
export const pruneSendLog = (tx: Transaction, now: Date) =>
  tx.delete(smsSendLog).where(lt(smsSendLog.sentAt, secondsAfter(now, -24 * HOUR)));
