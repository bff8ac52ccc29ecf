// Hotel confirmations (hotel_manager for their hotels, admin): the queue of paid bookings waiting for the hotel,
// and its answer. A manager of another hotel gets 404 for a booking not of theirs.

import { hotelConfirmationsQuerySchema, hotelDecisionBodySchema } from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../../auth/parse-body';
import { ok } from '../../envelope';
import { parseWith } from '../../envelope/validate';
import { deskOperations } from '../../openapi/desk-operations';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import { deskReserveId } from '../bookings/find';
import type { DeskDeps } from '../deps';
import { answerableHotels } from '../desk-scope';
import { decideForHotel } from './decide';
import { hotelConfirmationQueue } from './queue';

export function hotelConfirmationRoutes({ db, clock, hotelAnswerMinutes }: DeskDeps) {
  const hotelSide = requireStaff('hotel_manager', 'admin');
  return new Hono<StaffEnv>()
    .get(
      '/staff/hotel-confirmations',
      describeRoute(deskOperations.getStaffHotelConfirmations),
      hotelSide,
      async (c) => {
        const query = parseWith(hotelConfirmationsQuerySchema, c.req.query());
        const filter = { ...query, hotels: answerableHotels(c.var.staff) };
        return ok(c, await hotelConfirmationQueue(db, filter, hotelAnswerMinutes));
      },
    )
    .post(
      '/staff/bookings/:reserveId/hotel-decision',
      describeRoute(deskOperations.postStaffBookingsByReserveIdHotelDecision),
      hotelSide,
      async (c) => {
        const reserveId = deskReserveId(c.req.param('reserveId'));
        const body = await parseAuthBody(c, hotelDecisionBodySchema);
        const result = await decideForHotel(db, c.var.staff, reserveId, body, clock());
        const message =
          result.status === 'confirmed'
            ? STAFF_DESK_MESSAGES.hotelConfirmed
            : STAFF_DESK_MESSAGES.hotelRefused;
        return ok(c, result, { message });
      },
    );
}
