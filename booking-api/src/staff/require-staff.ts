// Who a staff request acts as. The gateway sends the `rahi_staff` cookie's token as X-Staff-Session (and only to
// /staff/* paths); `staffSessionWith`, mounted once on /staff/* in app.ts, looks it up (staff_sessions, never a
// traveller's auth_sessions, so a traveller's token opens nothing here). `requireStaff(...roles)` in front of a
// route then answers 401 without a live session, 403 while the one-time password is unchanged or without one
// of the roles, and sets `c.var.staff`. Which hotel a manager may see is the handler's question: `canSeeHotel`.
import { STAFF_MESSAGES, type StaffRole } from '@rahi/shared-contracts/staff';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
import { ApiProblem } from '../envelope';
import { principalOf, type StaffMemberRow, type StaffPrincipal } from './members';
import { staffOfToken } from './sessions';
import type { StaffSettings } from './settings';

export type { StaffPrincipal } from './members';

export const STAFF_SESSION_HEADER = 'x-staff-session';
const TOKEN_CHARS = /^[A-Za-z0-9\-._~+/]{16,4096}=*$/;

/** The session a /staff request came with: none (no or a dead token), or its member and session id. */
export interface StaffCall {
  /** A token was sent (a dead one says «session ended», none says «sign in»). */
  tokenSent: boolean;
  live?: { member: StaffMemberRow; sessionId: number };
}

/** The variables of a route behind `requireStaff`: `c.var.staff` is the signed-in member. */
export type StaffEnv = { Variables: { staff: StaffPrincipal; staffCall: StaffCall } };

/** Looks up X-Staff-Session once per /staff request and keeps the answer in `c.var.staffCall`. */
export function staffSessionWith(db: Database, clock: Clock, settings: StaffSettings): MiddlewareHandler {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const token = c.req.header(STAFF_SESSION_HEADER);
    const valid = token !== undefined && TOKEN_CHARS.test(token);
    const live = valid ? await staffOfToken(db, token, clock(), settings) : undefined;
    c.set('staffCall', { tokenSent: token !== undefined, ...(live && { live }) });
    await next();
  });
}

/** The live session of the request, or 401 in Persian. */
export function liveStaffCall(call: StaffCall | undefined) {
  if (!call) throw new Error('staffSessionWith is not mounted in front of this /staff route');
  if (!call.live)
    throw new ApiProblem(401, [call.tokenSent ? STAFF_MESSAGES.sessionEnded : STAFF_MESSAGES.notSignedIn]);
  return call.live;
}

/**
 * Lets through a signed-in staff member who has changed their one-time password and holds one of `roles`
 * (any role when none is named); sets `c.var.staff`.
 *
 * @example
 * app.get('/staff/tickets', requireStaff('support', 'admin'), (c) => listTickets(c, c.var.staff));
 */
export function requireStaff(...roles: StaffRole[]): MiddlewareHandler<StaffEnv> {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const { member } = liveStaffCall(c.var.staffCall);
    if (member.mustChangePassword) throw new ApiProblem(403, [STAFF_MESSAGES.passwordChangeRequired]);
    if (roles.length > 0 && !member.roles.some((role) => roles.includes(role)))
      throw new ApiProblem(403, [STAFF_MESSAGES.forbidden]);
    c.set('staff', principalOf(member));
    await next();
  });
}

/**
 * Lets through any signed-in staff member, also before the one-time password is changed: only for
 * GET /staff/me, POST /staff/me/password and signing out.
 */
export const requireStaffSession = (): MiddlewareHandler<StaffEnv> =>
  createMiddleware<StaffEnv>(async (c, next) => {
    c.set('staff', principalOf(liveStaffCall(c.var.staffCall).member));
    await next();
  });

/**
 * Whether the member may see the hotel's records: an admin, or a hotel manager bound to it. A handler answers
 * 404 (never 403) when not, as for a record that does not exist.
 * @example canSeeHotel({ roles: ['hotel_manager'], hotelIds: [3] }, 4) // → false
 */
export const canSeeHotel = (staff: Pick<StaffPrincipal, 'roles' | 'hotelIds'>, hotelId: number) =>
  staff.roles.includes('admin') ||
  (staff.roles.includes('hotel_manager') && staff.hotelIds.includes(hotelId));
