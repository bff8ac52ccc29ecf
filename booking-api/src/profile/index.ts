// The traveller's own profile: GET /profile, PUT /profile (product §3's fields; the name also renames
// the header's userName), PUT /profile/password (set one, or change it with the current one).
import { MESSAGES, PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { passwordChangeBodySchema, profileUpdateBodySchema } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../auth/parse-body';
import type { RequireUser } from '../auth/require-user';
import { hashPassword, verifyPassword } from '../auth/secrets';
import type { Database } from '../db/client';
import { userProfiles, users } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { profileOperations } from '../openapi/profile-operations';
import { readProfile } from './read-profile';

export function profileRoutes(db: Database, requireUser: RequireUser) {
  return new Hono()
    .get('/profile', describeRoute(profileOperations.getProfile), requireUser, async (c) =>
      ok(c, await readProfile(db, c.var.user)),
    )
    .put('/profile', describeRoute(profileOperations.putProfile), requireUser, async (c) => {
      const user = c.var.user;
      const body = await parseAuthBody(c, profileUpdateBodySchema);
      const fields = {
        email: body.email ?? null,
        phone: body.phone ?? null,
        nationalCode: body.national_code ?? null,
        address: body.address || null,
        postalCode: body.postal_code ?? null,
        userKind: body.user_kind,
        updatedAt: new Date(),
      };
      const saved = await db.transaction(async (tx) => {
        const [renamed] = await tx
          .update(users)
          .set({ firstName: body.firstname, lastName: body.lastname })
          .where(eq(users.id, user.id))
          .returning();
        await tx
          .insert(userProfiles)
          .values({ userId: user.id, ...fields })
          .onConflictDoUpdate({ target: userProfiles.userId, set: fields });
        return renamed ?? user;
      });
      return ok(c, await readProfile(db, saved), { message: PROFILE_MESSAGES.profileSaved });
    })
    .put('/profile/password', describeRoute(profileOperations.putProfilePassword), requireUser, async (c) => {
      const user = c.var.user;
      const body = await parseAuthBody(c, passwordChangeBodySchema);
      if (user.passwordHash) {
        const matches = await verifyPassword(body.current_password ?? '', user.passwordHash);
        if (!matches) throw new ApiProblem(422, [PROFILE_MESSAGES.currentPasswordWrong]);
      }
      const passwordHash = await hashPassword(body.password);
      await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      return ok(c, null, { message: MESSAGES.authPasswordChanged });
    });
}
