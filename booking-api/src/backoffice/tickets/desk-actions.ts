// What the desk does to a ticket, each in one transaction with its audit row: answer it (the traveller is told
// by the outbox, 'support_answered'), close it, reopen a closed one, and hand it to a member of the desk.
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, arrayOverlaps, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { ticketAssignments } from '../../db/desk-schema';
import { tickets } from '../../db/schema';
import { staffMembers } from '../../db/staff-schema';
import { ApiProblem } from '../../envelope';
import { messageLinks } from '../../outbox/booking-message';
import { enqueueMessage } from '../../outbox/enqueue';
import { recordAudit } from '../../staff/audit';
import type { StaffPrincipal } from '../../staff/require-staff';
import { changeTicket, ticketNotFound } from '../../tickets/store';

async function lockTicket(tx: Transaction, id: number) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  if (!row) throw ticketNotFound();
  return row;
}

const audit = (tx: Transaction, staff: StaffPrincipal, action: string, id: number, change: object) =>
  recordAudit(tx, { staffId: staff.id, action, entityType: 'ticket', entityId: String(id), ...change });

/** Support's answer: the ticket becomes 'answered' and the traveller gets the message's notice. */
export function answerTicket(db: Database, staff: StaffPrincipal, id: number, text: string, now: Date) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    await changeTicket(tx, { id, author: 'support', text, now });
    await audit(tx, staff, 'ticket_answered', id, {
      before: { status: ticket.status },
      after: { status: 'answered' },
    });
    const params = { ticketId: id, link: `${messageLinks().origin}/profile/ticket/${id}` };
    await enqueueMessage(tx, { kind: 'support_answered', userId: ticket.userId, params }, { now });
  });
}

/** Closes the ticket (closing a closed one changes nothing). */
export function closeTicket(db: Database, staff: StaffPrincipal, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    await changeTicket(tx, { id, author: 'support', text: null, now });
    await audit(tx, staff, 'ticket_closed', id, {
      before: { status: ticket.status },
      after: { status: 'closed' },
    });
  });
}

/** Opens a closed ticket again, waiting for support; 409 for one that is not closed. */
export function reopenTicket(db: Database, staff: StaffPrincipal, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (ticket.status !== 'closed') throw new ApiProblem(409, [STAFF_DESK_MESSAGES.ticketNotClosed]);
    await tx.update(tickets).set({ status: 'open', updatedAt: now }).where(eq(tickets.id, id));
    await audit(tx, staff, 'ticket_reopened', id, {
      before: { status: 'closed' },
      after: { status: 'open' },
    });
  });
}

/** A staff member who works the desk: active, with the support or admin role; else 422. */
async function deskMember(tx: Transaction, staffId: number) {
  const [member] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.id, staffId),
        isNull(staffMembers.disabledAt),
        arrayOverlaps(staffMembers.roles, ['support', 'admin']),
      ),
    );
  if (!member) throw new ApiProblem(422, [STAFF_DESK_MESSAGES.staffNotFound]);
  return member.id;
}

/** Hands the ticket to `staffId`, or to nobody with null. */
export function assignTicket(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  staffId: number | null,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockTicket(tx, id);
    const [before] = await tx.select().from(ticketAssignments).where(eq(ticketAssignments.ticketId, id));
    if (staffId === null) await tx.delete(ticketAssignments).where(eq(ticketAssignments.ticketId, id));
    else {
      const assignee = await deskMember(tx, staffId);
      await tx
        .insert(ticketAssignments)
        .values({ ticketId: id, staffId: assignee, assignedAt: now })
        .onConflictDoUpdate({
          target: ticketAssignments.ticketId,
          set: { staffId: assignee, assignedAt: now },
        });
    }
    await audit(tx, staff, 'ticket_assigned', id, {
      before: { staffId: before?.staffId ?? null },
      after: { staffId },
    });
  });
}
