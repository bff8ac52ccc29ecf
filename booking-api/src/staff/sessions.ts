// Staff sessions, apart from travellers' login tokens: 256 random bits handed to the gateway once (it keeps them in
// the HttpOnly `rahi_staff` cookie), stored as a SHA-256 hash. A session ends when revoked, when unused for the idle
// timeout, at its absolute lifetime, or when its member is disabled.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { secondsAfter } from '../auth/clock';
import { hashToken, newToken } from '../auth/secrets';
import type { Executor } from '../db/client';
import { staffMembers, staffSessions } from '../db/staff-schema';
import type { StaffMemberRow } from './members';
import type { StaffSettings } from './settings';

/** Starts a session and returns its token, stored nowhere in clear. */
export async function startStaffSession(db: Executor, staffId: number, now: Date, settings: StaffSettings) {
  const token = newToken();
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: secondsAfter(now, settings.sessionLifetimeSeconds),
  });
  return token;
}

/**
 * The member and session of a live token, its last use moved to now; undefined when the token is unknown,
 * revoked, idle too long, past its lifetime, or its member is disabled.
 */
export async function staffOfToken(
  db: Executor,
  token: string,
  now: Date,
  settings: StaffSettings,
): Promise<{ member: StaffMemberRow; sessionId: number } | undefined> {
  const [row] = await db
    .select({ member: staffMembers, sessionId: staffSessions.id })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, secondsAfter(now, -settings.idleTimeoutSeconds)),
        isNull(staffMembers.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  return row;
}

/** Revokes one session. */
export async function revokeStaffSession(db: Executor, sessionId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Revokes every live session of the member (sign-out everywhere, a disabled member); returns how many. */
export async function revokeAllStaffSessions(db: Executor, staffId: number, now: Date) {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}
