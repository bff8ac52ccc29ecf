// The inbox: the public forms' contact messages and partner registrations (form_submissions), newest first,
// each moved by the desk from 'new' to read, answered or archived (with its audit row), and the questionnaire's
// answer sheets read by id.

import type { FormKind, InboxItem, InboxQuery, InboxState } from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { formSubmissions, questionnaireAnswers } from '../../db/schema';
import { ApiProblem } from '../../envelope';
import { recordAudit } from '../../staff/audit';
import type { StaffPrincipal } from '../../staff/require-staff';
import { DESK_PAGE_SIZE, deskPage } from '../desk-scope';

type Row = typeof formSubmissions.$inferSelect;

const submissionNotFound = () => new ApiProblem(404, [STAFF_DESK_MESSAGES.submissionNotFound]);

const toItem = (row: Row): InboxItem => ({
  id: row.id,
  kind: row.kind,
  state: row.status,
  mobile: row.mobile,
  userId: row.userId,
  ticketId: row.ticketId,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
});

export async function listInbox(db: Database, query: InboxQuery) {
  const where = and(
    query.kind === undefined ? undefined : eq(formSubmissions.kind, query.kind),
    query.state === undefined ? undefined : eq(formSubmissions.status, query.state),
  );
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(where)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(DESK_PAGE_SIZE)
    .offset((query.page - 1) * DESK_PAGE_SIZE);
  const [{ total = 0 } = {}] = await db.select({ total: count() }).from(formSubmissions).where(where);
  return deskPage(rows.map(toItem), total, query.page);
}

const ofKind = (kind: FormKind, id: number) =>
  and(eq(formSubmissions.id, id), eq(formSubmissions.kind, kind));

export async function readInboxItem(db: Database, kind: FormKind, id: number) {
  const [row] = await db.select().from(formSubmissions).where(ofKind(kind, id));
  if (!row) throw submissionNotFound();
  return toItem(row);
}

export function setInboxState(
  db: Database,
  staff: StaffPrincipal,
  kind: FormKind,
  id: number,
  state: InboxState,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(formSubmissions).where(ofKind(kind, id)).for('update');
    if (!row) throw submissionNotFound();
    const [changed] = await tx
      .update(formSubmissions)
      .set({ status: state })
      .where(eq(formSubmissions.id, id))
      .returning();
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'inbox_state_changed',
      entityType: `inbox_${kind}`,
      entityId: String(id),
      before: { state: row.status },
      after: { state },
    });
    if (!changed) throw submissionNotFound();
    return toItem(changed);
  });
}

export async function readAnswerSheet(db: Database, id: number) {
  const [row] = await db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.id, id));
  if (!row) throw submissionNotFound();
  return {
    id: row.id,
    reserveId: row.reserveId,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
  };
}
