// Staff sign-in: email, password and the authenticator's code, all three right or nothing said about which was
// wrong. Each wrong try counts against the account under its row lock (tries sent at once are counted one by
// one); at the limit the account is locked for a while and the answer says until when. A code opens one
// sign-in only (its time step is kept).

import type { StaffSignInBody } from '@rahi/shared-contracts/api';
import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { eq } from 'drizzle-orm';
import { secondsAfter } from '../auth/clock';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../auth/secrets';
import type { Database } from '../db/client';
import { staffMembers } from '../db/staff-schema';
import { recordAudit } from './audit';
import type { StaffMemberRow } from './members';
import { startStaffSession } from './sessions';
import type { StaffSettings } from './settings';
import { acceptedStep } from './totp';

export type SignInOutcome =
  | { ok: true; token: string; member: StaffMemberRow }
  | { ok: false; status: 401 | 403 | 423; message: string; retryAfter?: number };

const lockedOutcome = (until: Date, now: Date): SignInOutcome => ({
  ok: false,
  status: 423,
  message: STAFF_MESSAGES.locked(until),
  retryAfter: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
});

/** Checks the three and starts a session: `{ ok, token, member }`, or why not (401, 403 disabled, 423 locked). */
export function signIn(db: Database, body: StaffSignInBody, now: Date, settings: StaffSettings) {
  return db.transaction(async (tx): Promise<SignInOutcome> => {
    const [member] = await tx
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, body.email))
      .for('update')
      .limit(1);
    if (!member) {
      await verifyPassword(body.password, UNUSABLE_PASSWORD_HASH);
      return { ok: false, status: 401, message: STAFF_MESSAGES.signInFailed };
    }
    if (member.lockedUntil && member.lockedUntil > now) return lockedOutcome(member.lockedUntil, now);
    const passwordOk = await verifyPassword(body.password, member.passwordHash);
    const step = passwordOk
      ? acceptedStep(member.totpSecret, body.totp, now, member.totpLastStep)
      : undefined;
    if (step === undefined) {
      const failures = member.failedSignIns + 1;
      if (failures < settings.maxFailedSignIns) {
        await tx.update(staffMembers).set({ failedSignIns: failures }).where(eq(staffMembers.id, member.id));
        return { ok: false, status: 401, message: STAFF_MESSAGES.signInFailed };
      }
      const lockedUntil = secondsAfter(now, settings.lockSeconds);
      await tx
        .update(staffMembers)
        .set({ failedSignIns: 0, lockedUntil })
        .where(eq(staffMembers.id, member.id));
      await recordAudit(tx, {
        staffId: null,
        action: 'account_locked',
        entityType: 'staff_member',
        entityId: member.id,
        after: { lockedUntil: lockedUntil.toISOString(), failedSignIns: failures },
        at: now,
      });
      return lockedOutcome(lockedUntil, now);
    }
    if (member.disabledAt) return { ok: false, status: 403, message: STAFF_MESSAGES.accountDisabled };
    await tx
      .update(staffMembers)
      .set({ failedSignIns: 0, lockedUntil: null, totpLastStep: step, lastSignInAt: now })
      .where(eq(staffMembers.id, member.id));
    const token = await startStaffSession(tx, member.id, now, settings);
    await recordAudit(tx, {
      staffId: member.id,
      action: 'signed_in',
      entityType: 'staff_member',
      entityId: member.id,
      at: now,
    });
    return { ok: true, token, member };
  });
}
