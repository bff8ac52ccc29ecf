// A traveller's profile as GET /profile answers it: the account, its product §3 fields and the wallet's credit and points.
import type { Profile } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { displayName, type User } from '../auth/users';
import type { Database } from '../db/client';
import { userProfiles } from '../db/schema';
import { pointsBalance } from '../wallet/ledger';

export async function readProfile(db: Database, user: User): Promise<Profile> {
  const [fields] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)).limit(1);
  return {
    firstname: user.firstName,
    lastname: user.lastName,
    email: fields?.email ?? null,
    mobile: user.mobile,
    phoneNumber: user.mobile,
    phone: fields?.phone ?? null,
    national_code: fields?.nationalCode ?? null,
    address: fields?.address ?? null,
    postal_code: fields?.postalCode ?? null,
    user_kind: fields?.userKind ?? 1,
    userName: displayName(user),
    credit: user.credit,
    points: await pointsBalance(db, user.id),
    hasPassword: user.passwordHash !== null,
  };
}
