// The desk's booking routes: search and read (support and admin every hotel's; a hotel manager their own
// hotels', else 404), and support's actions with a reason: cancel, refund to the wallet, resend the voucher SMS.

import {
  staffBookingsQuerySchema,
  staffCancellationBodySchema,
  voucherSmsBodySchema,
  walletRefundBodySchema,
} from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../../auth/parse-body';
import { ok } from '../../envelope';
import { parseWith } from '../../envelope/validate';
import { deskOperations } from '../../openapi/desk-operations';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';
import { readableHotels } from '../desk-scope';
import { cancelForStaff } from './cancel';
import { deskBooking } from './detail';
import { deskReserveId } from './find';
import { searchBookings } from './search';
import { resendVoucherSms } from './voucher-sms';
import { refundToWallet } from './wallet-refund';

export function deskBookingRoutes({ db, clock }: DeskDeps) {
  const readers = requireStaff('support', 'admin', 'hotel_manager');
  const desk = requireStaff('support', 'admin');
  return new Hono<StaffEnv>()
    .get('/staff/bookings', describeRoute(deskOperations.getStaffBookings), readers, async (c) => {
      const query = parseWith(staffBookingsQuerySchema, c.req.query());
      return ok(c, await searchBookings(db, query, readableHotels(c.var.staff)));
    })
    .get(
      '/staff/bookings/:reserveId',
      describeRoute(deskOperations.getStaffBookingsByReserveId),
      readers,
      async (c) =>
        ok(c, await deskBooking(db, c.var.staff, deskReserveId(c.req.param('reserveId')), clock())),
    )
    .post(
      '/staff/bookings/:reserveId/cancellation',
      describeRoute(deskOperations.postStaffBookingsByReserveIdCancellation),
      desk,
      async (c) => {
        const reserveId = deskReserveId(c.req.param('reserveId'));
        const body = await parseAuthBody(c, staffCancellationBodySchema);
        const result = await cancelForStaff(db, c.var.staff, reserveId, body, clock());
        const message =
          result.refundTo === 'card' && result.refund > 0
            ? STAFF_DESK_MESSAGES.bookingCancelledToCard
            : STAFF_DESK_MESSAGES.bookingCancelled;
        return ok(c, result, { message });
      },
    )
    .post(
      '/staff/bookings/:reserveId/wallet-refund',
      describeRoute(deskOperations.postStaffBookingsByReserveIdWalletRefund),
      desk,
      async (c) => {
        const reserveId = deskReserveId(c.req.param('reserveId'));
        const body = await parseAuthBody(c, walletRefundBodySchema);
        const result = await refundToWallet(db, c.var.staff, reserveId, body);
        return ok(c, result, { message: STAFF_DESK_MESSAGES.walletRefunded });
      },
    )
    .post(
      '/staff/bookings/:reserveId/voucher-sms',
      describeRoute(deskOperations.postStaffBookingsByReserveIdVoucherSms),
      desk,
      async (c) => {
        const reserveId = deskReserveId(c.req.param('reserveId'));
        const { reason } = await parseAuthBody(c, voucherSmsBodySchema);
        const result = await resendVoucherSms(db, c.var.staff, reserveId, reason, clock());
        return ok(c, result, { status: 202, message: STAFF_DESK_MESSAGES.voucherResent });
      },
    );
}
