// GET /staff/audit-log (admins): the audit log, newest first, 50 a page, filtered by who, what, which record and
// when. Read only: no endpoint edits or deletes an entry.
import { auditLogQuerySchema } from '@rahi/shared-contracts/api';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { staffAuditLog, staffMembers } from '../db/staff-schema';
import { ok } from '../envelope';
import { parseWith } from '../envelope/validate';
import { staffOperations } from '../openapi/staff-operations';
import { requireStaff, type StaffEnv } from './require-staff';

export const AUDIT_PAGE_SIZE = 50;

export function auditLogRoutes(db: Database) {
  return new Hono<StaffEnv>().get(
    '/staff/audit-log',
    describeRoute(staffOperations.getStaffAuditLog),
    requireStaff('admin'),
    async (c) => {
      const query = parseWith(auditLogQuerySchema, c.req.query());
      const filters: (SQL | undefined)[] = [
        query.staffId === undefined ? undefined : eq(staffAuditLog.staffId, query.staffId),
        query.action === undefined ? undefined : eq(staffAuditLog.action, query.action),
        query.entityType === undefined ? undefined : eq(staffAuditLog.entityType, query.entityType),
        query.entityId === undefined ? undefined : eq(staffAuditLog.entityId, query.entityId),
        query.from === undefined ? undefined : gte(staffAuditLog.at, new Date(query.from)),
        query.to === undefined ? undefined : lt(staffAuditLog.at, new Date(query.to)),
      ];
      const where = and(...filters);
      const [total] = await db.select({ total: count() }).from(staffAuditLog).where(where);
      const rows = await db
        .select({
          id: staffAuditLog.id,
          at: staffAuditLog.at,
          staffId: staffAuditLog.staffId,
          staffEmail: staffMembers.email,
          action: staffAuditLog.action,
          entityType: staffAuditLog.entityType,
          entityId: staffAuditLog.entityId,
          before: staffAuditLog.before,
          after: staffAuditLog.after,
          reason: staffAuditLog.reason,
        })
        .from(staffAuditLog)
        .leftJoin(staffMembers, eq(staffMembers.id, staffAuditLog.staffId))
        .where(where)
        .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((query.page - 1) * AUDIT_PAGE_SIZE);
      return ok(c, {
        entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        page: query.page,
        pageSize: AUDIT_PAGE_SIZE,
        total: total?.total ?? 0,
      });
    },
  );
}
