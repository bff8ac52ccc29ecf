// Travellers' accounts: found by mobile number, created on the first successful code, and shown in the
// header by name (or, until a name is given, by their mobile number in Persian digits).
import { toPersianDigits } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

export type User = typeof users.$inferSelect;

export async function findUserByMobile(db: Executor, mobile: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user;
}

/** The user with this number, registered now if the number is new. */
export async function findOrRegisterUser(db: Executor, mobile: string, now: Date): Promise<User> {
  const [created] = await db
    .insert(users)
    .values({ mobile, createdAt: now })
    .onConflictDoNothing({ target: users.mobile })
    .returning();
  if (created) return created;
  const existing = await findUserByMobile(db, mobile);
  if (!existing) throw new Error('the user vanished between insert and select');
  return existing;
}

/** Keeps the browser's push registration token against the user, when one was given. */
export async function storeFcmToken(
  db: Executor,
  userId: number,
  fcmToken: string | null | undefined,
  now: Date,
) {
  if (!fcmToken) return;
  await db.update(users).set({ fcmToken, fcmTokenUpdatedAt: now }).where(eq(users.id, userId));
}

/**
 * The name the header shows: first and last name, or the mobile in Persian digits while there is none.
 * @example displayName({ firstName: null, lastName: null, mobile: '09123456789' }) // → '۰۹۱۲۳۴۵۶۷۸۹'
 */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'mobile'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || toPersianDigits(user.mobile);
}

/** What /otp, /login and /check-token tell the page about the user. */
export const publicUser = (user: User) => ({ userName: displayName(user), credit: user.credit });
