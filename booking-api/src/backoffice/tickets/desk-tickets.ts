// Reading tickets at the support desk: every traveller's, filtered by status, department, how long they have
// waited and who handles them, each with its traveller and assignee; one ticket with its thread.
import type { StaffTicket, StaffTicketSummary, StaffTicketsQuery } from '@rahi/shared-contracts/api';
import { and, asc, count, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ticketAssignments } from '../../db/desk-schema';
import { ticketMessages, tickets, users } from '../../db/schema';
import { staffMembers } from '../../db/staff-schema';
import { ticketNotFound } from '../../tickets/store';
import { DESK_PAGE_SIZE, deskPage } from '../desk-scope';

const columns = {
  ticket: tickets,
  mobile: users.mobile,
  firstName: users.firstName,
  lastName: users.lastName,
  assigneeId: staffMembers.id,
  assigneeEmail: staffMembers.email,
};

const deskTickets = (db: Database) =>
  db
    .select(columns)
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(ticketAssignments, eq(ticketAssignments.ticketId, tickets.id))
    .leftJoin(staffMembers, eq(staffMembers.id, ticketAssignments.staffId));

type Row = Awaited<ReturnType<ReturnType<typeof deskTickets>['execute']>>[number];

const toSummary = ({
  ticket,
  mobile,
  firstName,
  lastName,
  assigneeId,
  assigneeEmail,
}: Row): StaffTicketSummary => ({
  id: ticket.id,
  subject: ticket.subject,
  department: ticket.department,
  status: ticket.status,
  reserveId: ticket.reserveId,
  createdAt: ticket.createdAt.toISOString(),
  updatedAt: ticket.updatedAt.toISOString(),
  assignee: assigneeId !== null && assigneeEmail !== null ? { id: assigneeId, email: assigneeEmail } : null,
  traveller: {
    id: ticket.userId,
    mobile,
    name: [firstName, lastName].filter(Boolean).join(' ') || null,
  },
});

/** A page of tickets for the desk, the longest waiting first; `me` is the caller's staff id. */
export async function listDeskTickets(db: Database, query: StaffTicketsQuery, me: number, now: Date) {
  const conditions: (SQL | undefined)[] = [
    query.status && eq(tickets.status, query.status),
    query.department && eq(tickets.department, query.department),
    query.olderThanHours === undefined
      ? undefined
      : lte(tickets.updatedAt, new Date(now.getTime() - query.olderThanHours * 3_600_000)),
    query.assigned === 'me' ? eq(ticketAssignments.staffId, me) : undefined,
    query.assigned === 'anyone' ? isNotNull(ticketAssignments.staffId) : undefined,
    query.assigned === 'nobody' ? isNull(ticketAssignments.staffId) : undefined,
  ];
  const where = and(...conditions);
  const rows = await deskTickets(db)
    .where(where)
    .orderBy(asc(tickets.updatedAt), asc(tickets.id))
    .limit(DESK_PAGE_SIZE)
    .offset((query.page - 1) * DESK_PAGE_SIZE);
  const [{ total = 0 } = {}] = await db
    .select({ total: count() })
    .from(tickets)
    .leftJoin(ticketAssignments, eq(ticketAssignments.ticketId, tickets.id))
    .where(where);
  return deskPage(rows.map(toSummary), total, query.page);
}

/** The ticket with its thread, oldest message first; 404 when missing. */
export async function readDeskTicket(db: Database, id: number): Promise<StaffTicket> {
  const [row] = await deskTickets(db).where(eq(tickets.id, id)).limit(1);
  if (!row) throw ticketNotFound();
  const messages = await db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, id))
    .orderBy(asc(ticketMessages.id));
  return {
    ...toSummary(row),
    messages: messages.map(({ id: messageId, author, text, at }) => ({
      id: messageId,
      author,
      text,
      at: at.toISOString(),
    })),
  };
}
