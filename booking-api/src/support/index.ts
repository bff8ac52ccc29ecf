// The support desk's side of tickets: every traveller's tickets, read and answered with the support
// token instead of a traveller's login. No page yet: support calls these directly (booking-api README).
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { ticketReplyBodySchema } from '@rahi/shared-contracts/api';
import { Hono } from 'hono';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { Database } from '../db/client';
import { ok } from '../envelope';
import { parseId, parseWith } from '../envelope/validate';
import { ticketListQuerySchema } from '../tickets/list-query';
import { changeTicket, listTickets, readTicket } from '../tickets/store';
import { readAnswerSheet, readSubmission } from './submissions';
import { supportTokenGuard } from './support-token';

export function supportRoutes(db: Database, clock: Clock, token: string | undefined) {
  const ticketId = (value: string | undefined) => parseId(value, PROFILE_MESSAGES.ticketNotFound);
  return new Hono()
    .use('/support/*', supportTokenGuard(token))
    .get('/support/tickets', async (c) => {
      const query = parseWith(ticketListQuerySchema, c.req.query());
      return ok(c, await listTickets(db, query));
    })
    .get('/support/tickets/:id', async (c) => ok(c, await readTicket(db, ticketId(c.req.param('id')))))
    .get('/support/form-submissions/:id', async (c) => ok(c, await readSubmission(db, c.req.param('id'))))
    .get('/support/questionnaire-answers/:id', async (c) =>
      ok(c, await readAnswerSheet(db, c.req.param('id'))),
    )
    .post('/support/tickets/:id/messages', async (c) => {
      const id = ticketId(c.req.param('id'));
      const { message } = await parseAuthBody(c, ticketReplyBodySchema);
      await changeTicket(db, { id, author: 'support', text: message, now: clock() });
      return ok(c, await readTicket(db, id), { status: 201, message: PROFILE_MESSAGES.ticketReplied });
    });
}
