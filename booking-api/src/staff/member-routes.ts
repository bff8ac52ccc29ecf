// Staff management (admins only): the list, an invite (the same one-time password, TOTP secret and otpauth://
// address as the CLI prints), new credentials for a member who lost them, and changing a member's roles and hotels
// or disabling them. Every change is audited
// in its own transaction; disabling ends the member's sessions at once.

import { staffMemberBodySchema, staffMemberChangeSchema } from '@rahi/shared-contracts/api';
import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { Database } from '../db/client';
import { staffMembers } from '../db/staff-schema';
import { ApiProblem, ok } from '../envelope';
import { parseId } from '../envelope/validate';
import { staffOperations } from '../openapi/staff-operations';
import { recordAudit } from './audit';
import { checkHotelsExist, createStaffMember, memberView, resetStaffCredentials } from './members';
import { requireStaff, type StaffEnv } from './require-staff';
import { revokeAllStaffSessions } from './sessions';

const grants = (row: { roles: string[]; hotelIds: number[]; disabledAt: Date | null }) => ({
  roles: row.roles,
  hotelIds: row.hotelIds,
  disabled: row.disabledAt !== null,
});

export function staffMemberRoutes(db: Database, clock: Clock) {
  const admin = requireStaff('admin');
  return new Hono<StaffEnv>()
    .get('/staff/members', describeRoute(staffOperations.getStaffMembers), admin, async (c) => {
      const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.email));
      const now = clock();
      return ok(
        c,
        rows.map((row) => memberView(row, now)),
      );
    })
    .post('/staff/members', describeRoute(staffOperations.postStaffMembers), admin, async (c) => {
      const body = await parseAuthBody(c, staffMemberBodySchema);
      const now = clock();
      const credentials = await db.transaction(async (tx) => {
        const created = await createStaffMember(tx, body, now);
        await recordAudit(tx, {
          staffId: c.var.staff.id,
          action: 'member_created',
          entityType: 'staff_member',
          entityId: created.row.id,
          after: { email: created.row.email, ...grants(created.row) },
          at: now,
        });
        return created.credentials;
      });
      return ok(c, credentials, { status: 201, message: STAFF_MESSAGES.memberCreated });
    })
    .patch('/staff/members/:id', describeRoute(staffOperations.patchStaffMembersById), admin, async (c) => {
      const id = parseId(c.req.param('id'), STAFF_MESSAGES.memberNotFound);
      const change = await parseAuthBody(c, staffMemberChangeSchema);
      const self = c.var.staff;
      if (id === self.id && (change.disabled === true || (change.roles && !change.roles.includes('admin'))))
        throw new ApiProblem(422, [STAFF_MESSAGES.notOwnAdmin]);
      const now = clock();
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
        if (!row) throw new ApiProblem(404, [STAFF_MESSAGES.memberNotFound]);
        if (change.roles) await checkHotelsExist(tx, change.hotelIds ?? []);
        const disabledAt =
          change.disabled === undefined ? row.disabledAt : change.disabled ? (row.disabledAt ?? now) : null;
        const [after] = await tx
          .update(staffMembers)
          .set({
            ...(change.roles && { roles: change.roles, hotelIds: change.hotelIds ?? [] }),
            disabledAt,
          })
          .where(eq(staffMembers.id, id))
          .returning();
        if (!after) throw new ApiProblem(404, [STAFF_MESSAGES.memberNotFound]);
        if (disabledAt && !row.disabledAt) await revokeAllStaffSessions(tx, id, now);
        await recordAudit(tx, {
          staffId: self.id,
          action: 'member_updated',
          entityType: 'staff_member',
          entityId: id,
          before: grants(row),
          after: grants(after),
          reason: change.reason ?? null,
          at: now,
        });
        return after;
      });
      return ok(c, memberView(updated, now), { message: STAFF_MESSAGES.memberUpdated });
    })
    .post(
      '/staff/members/:id/credentials',
      describeRoute(staffOperations.postStaffMembersByIdCredentials),
      admin,
      async (c) => {
        const id = parseId(c.req.param('id'), STAFF_MESSAGES.memberNotFound);
        const now = clock();
        const credentials = await db.transaction(async (tx) => {
          const fresh = await resetStaffCredentials(tx, id);
          if (!fresh) throw new ApiProblem(404, [STAFF_MESSAGES.memberNotFound]);
          await revokeAllStaffSessions(tx, id, now);
          await recordAudit(tx, {
            staffId: c.var.staff.id,
            action: 'credentials_reset',
            entityType: 'staff_member',
            entityId: id,
            at: now,
          });
          return fresh;
        });
        return ok(c, credentials, { message: STAFF_MESSAGES.credentialsReset });
      },
    );
}
