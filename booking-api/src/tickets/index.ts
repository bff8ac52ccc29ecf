// The traveller's support tickets: list, open (optionally about one of their own bookings), read the
// thread, reply, close. Another traveller's ticket answers 404. Support answers through /support (support/).
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { createTicketBodySchema, ticketReplyBodySchema } from '@rahi/shared-contracts/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { RequireUser } from '../auth/require-user';
import type { User } from '../auth/users';
import { ownBooking } from '../cancellation/cancel-booking';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId, parseWith } from '../envelope/validate';
import { profileOperations } from '../openapi/profile-operations';
import { ticketListQuerySchema } from './list-query';
import { changeTicket, listTickets, openTicket, readTicket } from './store';

/** The reserve id of one of the traveller's own bookings; another's, or none, is 404 as if it did not exist. */
async function ownReserveId(db: Database, user: User, reserveId: string | undefined) {
  if (reserveId === undefined) return null;
  const [booking] = await db
    .select({ reserveId: bookings.reserveId })
    .from(bookings)
    .where(ownBooking(user, reserveId))
    .limit(1);
  if (!booking) throw new ApiProblem(404, [PROFILE_MESSAGES.ticketBookingNotFound]);
  return booking.reserveId;
}

export function ticketRoutes(db: Database, requireUser: RequireUser, clock: Clock) {
  const ticketId = (value: string | undefined) => parseId(value, PROFILE_MESSAGES.ticketNotFound);
  return new Hono()
    .get('/tickets', describeRoute(profileOperations.getTickets), requireUser, async (c) => {
      const user = c.var.user;
      const query = parseWith(ticketListQuerySchema, c.req.query());
      return ok(c, await listTickets(db, { ...query, userId: user.id }));
    })
    .post('/tickets', describeRoute(profileOperations.postTickets), requireUser, async (c) => {
      const user = c.var.user;
      const body = await parseAuthBody(c, createTicketBodySchema);
      const ticket = {
        userId: user.id,
        subject: body.subject,
        department: body.department,
        reserveId: await ownReserveId(db, user, body.reserveId),
      };
      const id = await openTicket(db, ticket, body.message, clock());
      return ok(c, await readTicket(db, id, user.id), {
        status: 201,
        message: PROFILE_MESSAGES.ticketCreated,
      });
    })
    .get('/tickets/:id', describeRoute(profileOperations.getTicketsById), requireUser, async (c) => {
      const user = c.var.user;
      return ok(c, await readTicket(db, ticketId(c.req.param('id')), user.id));
    })
    .post(
      '/tickets/:id/messages',
      describeRoute(profileOperations.postTicketsByIdMessages),
      requireUser,
      async (c) => {
        const user = c.var.user;
        const id = ticketId(c.req.param('id'));
        const { message } = await parseAuthBody(c, ticketReplyBodySchema);
        await changeTicket(db, { id, userId: user.id, author: 'traveller', text: message, now: clock() });
        return ok(c, await readTicket(db, id, user.id), {
          status: 201,
          message: PROFILE_MESSAGES.ticketReplied,
        });
      },
    )
    .post(
      '/tickets/:id/close',
      describeRoute(profileOperations.postTicketsByIdClose),
      requireUser,
      async (c) => {
        const user = c.var.user;
        const id = ticketId(c.req.param('id'));
        await changeTicket(db, { id, userId: user.id, author: 'traveller', text: null, now: clock() });
        return ok(c, await readTicket(db, id, user.id), { message: PROFILE_MESSAGES.ticketClosed });
      },
    );
}
