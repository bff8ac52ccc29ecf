// The staff member's own session: sign in (the gateway moves the token into the `rahi_staff` cookie), who am I,
// change the one-time password, sign out here or everywhere. Each is audited.

import { staffPasswordBodySchema, staffSignInBodySchema } from '@rahi/shared-contracts/api';
import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import { hashPassword, verifyPassword } from '../auth/secrets';
import type { Database } from '../db/client';
import { staffMembers, staffSessions } from '../db/staff-schema';
import { ApiProblem, fail, ok } from '../envelope';
import { staffOperations } from '../openapi/staff-operations';
import { recordAudit } from './audit';
import { liveStaffCall, requireStaffSession, type StaffEnv } from './require-staff';
import { revokeAllStaffSessions, revokeStaffSession } from './sessions';
import type { StaffSettings } from './settings';
import { signIn } from './sign-in';

export function staffSessionRoutes(db: Database, clock: Clock, settings: StaffSettings) {
  const me = (member: {
    id: number;
    email: string;
    roles: string[];
    hotelIds: number[];
    mustChangePassword: boolean;
  }) => ({
    id: member.id,
    email: member.email,
    roles: member.roles,
    hotelIds: member.hotelIds,
    mustChangePassword: member.mustChangePassword,
    idleTimeoutSeconds: settings.idleTimeoutSeconds,
  });
  return new Hono<StaffEnv>()
    .post('/staff/session', describeRoute(staffOperations.postStaffSession), async (c) => {
      const body = await parseAuthBody(c, staffSignInBodySchema);
      const outcome = await signIn(db, body, clock(), settings);
      if (!outcome.ok) {
        const response = fail(c, outcome.status, [outcome.message]);
        if (outcome.retryAfter) response.headers.set('Retry-After', String(outcome.retryAfter));
        return response;
      }
      return ok(c, {
        token: outcome.token,
        expiresInSeconds: settings.sessionLifetimeSeconds,
        ...me(outcome.member),
      });
    })
    .get('/staff/me', describeRoute(staffOperations.getStaffMe), requireStaffSession(), (c) =>
      ok(c, me(liveStaffCall(c.var.staffCall).member)),
    )
    .post(
      '/staff/me/password',
      describeRoute(staffOperations.postStaffMePassword),
      requireStaffSession(),
      async (c) => {
        const body = await parseAuthBody(c, staffPasswordBodySchema);
        const { member, sessionId } = liveStaffCall(c.var.staffCall);
        if (!(await verifyPassword(body.currentPassword, member.passwordHash)))
          throw new ApiProblem(422, [STAFF_MESSAGES.currentPasswordWrong]);
        if (body.newPassword === body.currentPassword)
          throw new ApiProblem(422, [STAFF_MESSAGES.passwordUnchanged]);
        const passwordHash = await hashPassword(body.newPassword);
        const now = clock();
        await db.transaction(async (tx) => {
          await tx
            .update(staffMembers)
            .set({ passwordHash, mustChangePassword: false })
            .where(eq(staffMembers.id, member.id));
          // The other sessions end: whoever knew the old password is signed out.
          await tx
            .update(staffSessions)
            .set({ revokedAt: now })
            .where(
              and(
                eq(staffSessions.staffId, member.id),
                ne(staffSessions.id, sessionId),
                isNull(staffSessions.revokedAt),
              ),
            );
          await recordAudit(tx, {
            staffId: member.id,
            action: 'password_changed',
            entityType: 'staff_member',
            entityId: member.id,
            at: now,
          });
        });
        return ok(c, me({ ...member, mustChangePassword: false }), {
          message: STAFF_MESSAGES.passwordChanged,
        });
      },
    )
    .delete('/staff/session', describeRoute(staffOperations.deleteStaffSession), async (c) => {
      const live = c.var.staffCall?.live;
      if (live) {
        const now = clock();
        await db.transaction(async (tx) => {
          await revokeStaffSession(tx, live.sessionId, now);
          await recordAudit(tx, {
            staffId: live.member.id,
            action: 'signed_out',
            entityType: 'staff_member',
            entityId: live.member.id,
            at: now,
          });
        });
      }
      return ok(c, null, { message: STAFF_MESSAGES.signedOut });
    })
    .delete(
      '/staff/sessions',
      describeRoute(staffOperations.deleteStaffSessions),
      requireStaffSession(),
      async (c) => {
        const { member } = liveStaffCall(c.var.staffCall);
        const now = clock();
        const ended = await db.transaction(async (tx) => {
          const count = await revokeAllStaffSessions(tx, member.id, now);
          await recordAudit(tx, {
            staffId: member.id,
            action: 'signed_out_everywhere',
            entityType: 'staff_member',
            entityId: member.id,
            after: { sessionsEnded: count },
            at: now,
          });
          return count;
        });
        return ok(c, { sessionsEnded: ended }, { message: STAFF_MESSAGES.signedOutEverywhere });
      },
    );
}
