// One-time codes: issued after the send limits allow it, kept as an HMAC, valid for a short time, refused after
// too many wrong tries (even when the next try is right), and usable once. Only the latest code of a number
// and purpose counts.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { authCodes, smsSendLog } from '../db/schema';
import { enqueueMessage } from '../outbox/enqueue';
import { secondsAfter } from './clock';
import { hashCode, newCode, sameDigest } from './secrets';
import { checkSendLimits, pruneSendLog, type SendDecision } from './send-limits';
import type { AuthSettings } from './settings';

export type CodePurpose = 'login' | 'reset';

export type IssuedCode =
  | { ok: true; id: number; code: string; messageId: number }
  | Exclude<SendDecision, { ok: true }>;

/**
 * The request that issued a code delivers its SMS itself, at once (sendCode); the outbox's workers take it
 * only after this long, if that request's process died first.
 */
export const CODE_SMS_RESERVED_SECONDS = 30;

/** Serialises the work on one number, on PGlite and PostgreSQL alike, until the transaction ends. */
const lockNumber = (tx: Transaction, mobile: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth:${mobile}`}))`);

/**
 * Serialises the sends from one client address (taken before the number's lock, always in that order): the
 * per-address limit counts sends to many numbers, which the number's lock alone let through together.
 */
const lockAddress = (tx: Transaction, address: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth-address:${address}`}))`);

/**
 * Checks the send limits and, if they allow, records the send, stores a new code's hash and enqueues its SMS
 * in the outbox (`messageId`). The caller delivers that message at once and withdraws the code
 * (withdrawCode) when the SMS cannot be sent.
 */
export async function issueCode(
  db: Database,
  request: { mobile: string; purpose: CodePurpose; address: string; now: Date },
  settings: AuthSettings,
): Promise<IssuedCode> {
  const { mobile, purpose, address, now } = request;
  return db.transaction(async (tx) => {
    await lockAddress(tx, address);
    await lockNumber(tx, mobile);
    const decision = await checkSendLimits(tx, { mobile, address, now }, settings);
    if (!decision.ok) return decision;
    await pruneSendLog(tx, now);
    await tx
      .delete(authCodes)
      .where(and(eq(authCodes.mobile, mobile), lt(authCodes.expiresAt, secondsAfter(now, -86_400))));
    await tx.insert(smsSendLog).values({ mobile, clientAddress: address, sentAt: now });
    const code = newCode();
    const [row] = await tx
      .insert(authCodes)
      .values({
        mobile,
        purpose,
        codeHash: hashCode(settings.codeSecret, mobile, purpose, code),
        createdAt: now,
        expiresAt: secondsAfter(now, settings.codeLifetimeSeconds),
      })
      .returning({ id: authCodes.id });
    if (!row) throw new Error('the code was not stored');
    const [messageId] = await enqueueMessage(
      tx,
      { kind: 'login_code', mobile, params: { code, purpose } },
      { now, availableAt: secondsAfter(now, CODE_SMS_RESERVED_SECONDS), channels: ['sms'] },
    );
    if (messageId === undefined) throw new Error('the code SMS was not enqueued');
    return { ok: true as const, id: row.id, code, messageId };
  });
}

/** Takes a code out of use, as when its SMS could not be sent. */
export const withdrawCode = (db: Database, id: number, now: Date) =>
  db.update(authCodes).set({ usedAt: now }).where(eq(authCodes.id, id));

export type CodeCheck = 'accepted' | 'wrong' | 'expired' | 'too-many-tries';

/**
 * Checks a code against the latest one sent to the number for the purpose, counting a wrong try and using
 * up a right one. Runs `onAccepted` in the same transaction, so the code is spent only if the login is made.
 */
export async function checkCode<T>(
  db: Database,
  request: { mobile: string; purpose: CodePurpose; code: string; now: Date },
  settings: AuthSettings,
  onAccepted: (tx: Transaction) => Promise<T>,
): Promise<{ outcome: Exclude<CodeCheck, 'accepted'> } | { outcome: 'accepted'; result: T }> {
  const { mobile, purpose, code, now } = request;
  return db.transaction(async (tx) => {
    await lockNumber(tx, mobile);
    const [latest] = await tx
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.mobile, mobile), eq(authCodes.purpose, purpose)))
      .orderBy(desc(authCodes.createdAt), desc(authCodes.id))
      .limit(1);
    if (!latest || latest.usedAt !== null || latest.expiresAt <= now) return { outcome: 'expired' as const };
    if (latest.failedAttempts >= settings.maxWrongCodes) return { outcome: 'too-many-tries' as const };
    if (!sameDigest(latest.codeHash, hashCode(settings.codeSecret, mobile, purpose, code))) {
      await tx
        .update(authCodes)
        .set({ failedAttempts: sql`${authCodes.failedAttempts} + 1` })
        .where(eq(authCodes.id, latest.id));
      return { outcome: 'wrong' as const };
    }
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.id, latest.id), isNull(authCodes.usedAt)));
    return { outcome: 'accepted' as const, result: await onAccepted(tx) };
  });
}
