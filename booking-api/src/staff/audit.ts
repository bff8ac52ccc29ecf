// The audit log: one row per staff action, written in the transaction of the change it records, so a change
// and its record stand or fall together. The table is append-only: no endpoint edits it and the database
// refuses UPDATE, DELETE and TRUNCATE on it (the trigger in the migration that made it).
import type { Executor } from '../db/client';
import { staffAuditLog } from '../db/staff-schema';

export interface AuditEntryInput {
  /** The acting staff member; null for the system or the command line. */
  staffId: number | null;
  /** What was done, in snake case: 'member_created', 'booking_cancelled'. */
  action: string;
  /** The kind of record: 'staff_member', 'booking', 'ticket'. */
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** When (default: the database's now()). */
  at?: Date;
}

/**
 * Appends an entry. Call it with the transaction that makes the change.
 *
 * @example
 * await db.transaction(async (tx) => {
 *   await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
 *   await recordAudit(tx, { staffId: c.var.staff.id, action: 'booking_cancelled', entityType: 'booking',
 *     entityId: reserveId, before: { status }, after: { status: 'cancelled' }, reason });
 * });
 */
export async function recordAudit(db: Executor, entry: AuditEntryInput): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ...(entry.at && { at: entry.at }),
  });
}
