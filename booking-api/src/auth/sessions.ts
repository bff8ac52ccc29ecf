// Login tokens: 256 random bits handed to the gateway once, kept as a SHA-256 hash with an expiry, and revoked
// by logout (or by a password reset, which ends every session of the user).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { authSessions, users } from '../db/schema';
import { secondsAfter } from './clock';
import { hashToken, newToken } from './secrets';
import type { User } from './users';

/** Starts a session for the user and returns its token, which is stored nowhere in clear. */
export async function startSession(db: Executor, userId: number, now: Date, lifetimeSeconds: number) {
  const token = newToken();
  await db.insert(authSessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: secondsAfter(now, lifetimeSeconds),
  });
  return token;
}

/** The user of a live session (not revoked, not expired), or undefined. */
export async function userOfToken(db: Database, token: string, now: Date): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.user;
}

/** Revokes the session of this token; nothing happens for an unknown or already revoked one. */
export async function revokeToken(db: Database, token: string, now: Date) {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.tokenHash, hashToken(token)), isNull(authSessions.revokedAt)));
}

/** Revokes every live session of the user. */
export async function revokeUserSessions(db: Executor, userId: number, now: Date) {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** The bearer token of an Authorization header, if it has one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^bearer\s+([A-Za-z0-9\-._~+/]+=*)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
