// The support desk's ticket routes (support, admin): list with filters, read, answer, close, reopen, assign.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import {
  staffTicketsQuerySchema,
  ticketAssignmentBodySchema,
  ticketReplyBodySchema,
} from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../../auth/parse-body';
import { ok } from '../../envelope';
import { parseId, parseWith } from '../../envelope/validate';
import { deskOperations } from '../../openapi/desk-operations';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';
import { answerTicket, assignTicket, closeTicket, reopenTicket } from './desk-actions';
import { listDeskTickets, readDeskTicket } from './desk-tickets';

export function deskTicketRoutes({ db, clock }: DeskDeps) {
  const desk = requireStaff('support', 'admin');
  const ticketId = (value: string | undefined) => parseId(value, PROFILE_MESSAGES.ticketNotFound);
  return new Hono<StaffEnv>()
    .get('/staff/tickets', describeRoute(deskOperations.getStaffTickets), desk, async (c) => {
      const query = parseWith(staffTicketsQuerySchema, c.req.query());
      return ok(c, await listDeskTickets(db, query, c.var.staff.id, clock()));
    })
    .get('/staff/tickets/:id', describeRoute(deskOperations.getStaffTicketsById), desk, async (c) =>
      ok(c, await readDeskTicket(db, ticketId(c.req.param('id')))),
    )
    .post(
      '/staff/tickets/:id/messages',
      describeRoute(deskOperations.postStaffTicketsByIdMessages),
      desk,
      async (c) => {
        const id = ticketId(c.req.param('id'));
        const { message } = await parseAuthBody(c, ticketReplyBodySchema);
        await answerTicket(db, c.var.staff, id, message, clock());
        return ok(c, await readDeskTicket(db, id), {
          status: 201,
          message: STAFF_DESK_MESSAGES.ticketAnswered,
        });
      },
    )
    .post(
      '/staff/tickets/:id/close',
      describeRoute(deskOperations.postStaffTicketsByIdClose),
      desk,
      async (c) => {
        const id = ticketId(c.req.param('id'));
        await closeTicket(db, c.var.staff, id, clock());
        return ok(c, await readDeskTicket(db, id), { message: STAFF_DESK_MESSAGES.ticketClosed });
      },
    )
    .post(
      '/staff/tickets/:id/reopen',
      describeRoute(deskOperations.postStaffTicketsByIdReopen),
      desk,
      async (c) => {
        const id = ticketId(c.req.param('id'));
        await reopenTicket(db, c.var.staff, id, clock());
        return ok(c, await readDeskTicket(db, id), { message: STAFF_DESK_MESSAGES.ticketReopened });
      },
    )
    .post(
      '/staff/tickets/:id/assignment',
      describeRoute(deskOperations.postStaffTicketsByIdAssignment),
      desk,
      async (c) => {
        const id = ticketId(c.req.param('id'));
        const { staffId } = await parseAuthBody(c, ticketAssignmentBodySchema);
        await assignTicket(db, c.var.staff, id, staffId, clock());
        const message =
          staffId === null ? STAFF_DESK_MESSAGES.ticketUnassigned : STAFF_DESK_MESSAGES.ticketAssigned;
        return ok(c, await readDeskTicket(db, id), { message });
      },
    );
}
