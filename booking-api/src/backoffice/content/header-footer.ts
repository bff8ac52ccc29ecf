// The header/footer payload for editors and admins (product §3 "Header/footer payload"): the header's links and
// support settings, the footer's columns, about text and phone, and the comment toggle. Read and written whole;
// the public /header-footer-contents answers the saved payload at once (the shell keeps it in its cookie for
// 36000 s, so an open site shows the old one until then). Each save is audited, the payload before and after.
import { headerFooterCookieBytes } from '@rahi/shared-contracts';
import {
  type StaffHeaderFooter,
  type StaffHeaderFooterAnswer,
  staffHeaderFooterSchema,
} from '@rahi/shared-contracts/api';
import { STAFF_CONTENT_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../../auth/parse-body';
import type { Executor } from '../../db/client';
import { siteContent } from '../../db/schema';
import { ApiProblem, ok } from '../../envelope';
import { deskOperations } from '../../openapi/desk-operations';
import { recordAudit } from '../../staff/audit';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';

const KEY = 'header-footer';

async function readPayload(db: Executor, lock = false) {
  const query = db.select().from(siteContent).where(eq(siteContent.key, KEY));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const answerOf = (row: { value: unknown; updatedAt: Date }): StaffHeaderFooterAnswer => ({
  payload: row.value as StaffHeaderFooter,
  updatedAt: row.updatedAt.toISOString(),
  bytes: headerFooterCookieBytes(row.value),
});

export function headerFooterEditingRoutes({ db, clock }: DeskDeps) {
  const editors = requireStaff('editor', 'admin');
  return new Hono<StaffEnv>()
    .get('/staff/header-footer', describeRoute(deskOperations.getStaffHeaderFooter), editors, async (c) => {
      const row = await readPayload(db);
      if (!row) throw new ApiProblem(404, [M.headerFooterMissing]);
      return ok(c, answerOf(row));
    })
    .put('/staff/header-footer', describeRoute(deskOperations.putStaffHeaderFooter), editors, async (c) => {
      const payload = await parseAuthBody(c, staffHeaderFooterSchema);
      const saved = await db.transaction(async (tx) => {
        const before = await readPayload(tx, true);
        const [row] = await tx
          .insert(siteContent)
          .values({ key: KEY, value: payload, updatedAt: clock() })
          .onConflictDoUpdate({ target: siteContent.key, set: { value: payload, updatedAt: clock() } })
          .returning();
        await recordAudit(tx, {
          staffId: c.var.staff.id,
          action: 'header_footer_changed',
          entityType: 'site_content',
          entityId: KEY,
          before: before?.value ?? null,
          after: payload,
        });
        return row;
      });
      if (!saved) throw new ApiProblem(404, [M.headerFooterMissing]);
      return ok(c, answerOf(saved), { message: M.headerFooterSaved });
    });
}
