// Staff members: made by the CLI, an admin's invite or (development) POST /dev/staff, each with a one-time
// password and a TOTP secret that are shown once; read back as the principal a request acts as.
import { randomBytes } from 'node:crypto';
import type { StaffCredentials } from '@rahi/shared-contracts/api';
import { STAFF_MESSAGES, type StaffRole } from '@rahi/shared-contracts/staff';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/secrets';
import type { Executor } from '../db/client';
import { hotels } from '../db/schema';
import { staffMembers } from '../db/staff-schema';
import { ApiProblem } from '../envelope';
import { newTotpSecret, otpauthUrl } from './totp';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** Who a staff request acts as (`c.var.staff`). */
export interface StaffPrincipal {
  id: number;
  email: string;
  roles: StaffRole[];
  hotelIds: number[];
}

export const principalOf = (member: StaffMemberRow): StaffPrincipal => ({
  id: member.id,
  email: member.email,
  roles: member.roles,
  hotelIds: member.hotelIds,
});

/** A one-time password: 15 random bytes, 20 characters of base64url. */
export const newOneTimePassword = () => randomBytes(15).toString('base64url');

/** Refuses (422) hotel ids that name no hotel. */
export async function checkHotelsExist(db: Executor, hotelIds: readonly number[]) {
  if (hotelIds.length === 0) return;
  const found = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(inArray(hotels.id, [...hotelIds]));
  if (found.length !== hotelIds.length) throw new ApiProblem(422, [STAFF_MESSAGES.hotelNotFound]);
}

export interface NewMember {
  email: string;
  roles: StaffRole[];
  hotelIds: number[];
}

/**
 * Creates a member with a fresh one-time password and TOTP secret, answered once and stored only as a hash
 * (the password) and as the authenticator has it (the secret). An email already taken is 409, unless
 * `replace` (development only) gives that member these credentials, roles and hotels instead.
 * `mustChangePassword: false` is for development accounts only.
 */
export async function createStaffMember(
  db: Executor,
  member: NewMember,
  now: Date,
  { mustChangePassword = true, replace = false }: { mustChangePassword?: boolean; replace?: boolean } = {},
): Promise<{ row: StaffMemberRow; credentials: StaffCredentials }> {
  await checkHotelsExist(db, member.hotelIds);
  const password = newOneTimePassword();
  const totpSecret = newTotpSecret();
  const grant = { ...member, passwordHash: await hashPassword(password), mustChangePassword, totpSecret };
  const insert = db.insert(staffMembers).values({ ...grant, createdAt: now });
  const fresh = { failedSignIns: 0, lockedUntil: null, disabledAt: null, totpLastStep: null };
  const [row] = await (replace
    ? insert.onConflictDoUpdate({ target: staffMembers.email, set: { ...grant, ...fresh } })
    : insert.onConflictDoNothing({ target: staffMembers.email })
  ).returning();
  if (!row) throw new ApiProblem(409, [STAFF_MESSAGES.emailTaken]);
  const credentials = {
    ...principalOf(row),
    password,
    totpSecret,
    otpauthUrl: otpauthUrl(row.email, totpSecret),
  };
  return { row, credentials };
}

/**
 * Gives a member a new one-time password and TOTP secret (a forgotten password, a lost phone), answered once;
 * the lock is lifted. Undefined when there is no such member. The caller ends the member's sessions.
 */
export async function resetStaffCredentials(db: Executor, id: number) {
  const password = newOneTimePassword();
  const totpSecret = newTotpSecret();
  const [row] = await db
    .update(staffMembers)
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      totpSecret,
      totpLastStep: null,
      failedSignIns: 0,
      lockedUntil: null,
    })
    .where(eq(staffMembers.id, id))
    .returning();
  if (!row) return undefined;
  return { ...principalOf(row), password, totpSecret, otpauthUrl: otpauthUrl(row.email, totpSecret) };
}

export async function findStaffByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
  return row;
}

/** What GET /staff/members shows of a member (never a hash or a secret). */
export const memberView = (row: StaffMemberRow, now: Date) => ({
  ...principalOf(row),
  disabled: row.disabledAt !== null,
  lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
  mustChangePassword: row.mustChangePassword,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
