// Reading and writing tickets, shared by the traveller's routes and support's. A message moves the ticket's
// status (a traveller's reopens it as 'open', support's makes it 'answered'); a closed ticket takes none. The
// ticket row is locked while a message is added, so a close and a reply cannot cross.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import type { Ticket, TicketStatus, TicketSummary } from '@rahi/shared-contracts/api';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { ticketMessages, tickets } from '../db/schema';
import { ApiProblem } from '../envelope';

export const TICKETS_PAGE_SIZE = 20;
type Row = typeof tickets.$inferSelect;
type Author = 'traveller' | 'support';

export const ticketNotFound = () => new ApiProblem(404, [PROFILE_MESSAGES.ticketNotFound]);

const toSummary = (row: Row): TicketSummary => ({
  id: row.id,
  subject: row.subject,
  department: row.department,
  status: row.status,
  reserveId: row.reserveId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A page of tickets, the latest changed first; `userId` limits them to one traveller (support sees all). */
export async function listTickets(
  db: Database,
  filter: { userId?: number; status?: TicketStatus; page: number },
) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(tickets.userId, filter.userId));
  if (filter.status) conditions.push(eq(tickets.status, filter.status));
  const where = and(...conditions);
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(TICKETS_PAGE_SIZE)
      .offset((filter.page - 1) * TICKETS_PAGE_SIZE),
    db.select({ total: count() }).from(tickets).where(where),
  ]);
  return { items: rows.map(toSummary), total };
}

/** The ticket with its thread; 404 when it is missing or, given `userId`, someone else's. */
export async function readTicket(db: Database, id: number, userId?: number): Promise<Ticket> {
  const own = userId === undefined ? eq(tickets.id, id) : and(eq(tickets.id, id), eq(tickets.userId, userId));
  const [row] = await db.select().from(tickets).where(own).limit(1);
  if (!row) throw ticketNotFound();
  const messages = await db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, id))
    .orderBy(asc(ticketMessages.id));
  return {
    ...toSummary(row),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      text: message.text,
      at: message.at.toISOString(),
    })),
  };
}

/** Opens a ticket with its first message. */
export async function openTicket(
  db: Executor,
  ticket: { userId: number; subject: string; department: Row['department']; reserveId: string | null },
  text: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tickets)
      .values({ ...ticket, status: 'open', createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error('the ticket insert returned nothing');
    await tx.insert(ticketMessages).values({ ticketId: created.id, author: 'traveller', text, at: now });
    return created.id;
  });
}

/**
 * Adds a message, or closes the ticket when `text` is null; 404 for a missing (or, given `userId`, another
 * traveller's) ticket, 409 for a closed one.
 */
export async function changeTicket(
  db: Executor,
  change: { id: number; userId?: number; author: Author; text: string | null; now: Date },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tickets).where(eq(tickets.id, change.id)).for('update').limit(1);
    if (!row || (change.userId !== undefined && row.userId !== change.userId)) throw ticketNotFound();
    if (row.status === 'closed') {
      if (change.text === null) return;
      throw new ApiProblem(409, [PROFILE_MESSAGES.ticketAlreadyClosed]);
    }
    const status = change.text === null ? 'closed' : change.author === 'support' ? 'answered' : 'open';
    if (change.text !== null) {
      await tx
        .insert(ticketMessages)
        .values({ ticketId: row.id, author: change.author, text: change.text, at: change.now });
    }
    await tx.update(tickets).set({ status, updatedAt: change.now }).where(eq(tickets.id, row.id));
  });
}
