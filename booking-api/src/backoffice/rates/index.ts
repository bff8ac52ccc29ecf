// Rates and availability for hotel managers (their hotels) and admins (any): the hotels a member may manage, a
// room type's nights, and one change to a range of them. A change is made in one transaction with its audit
// entry and announced to every booking-api's caches at commit (cache/night-changes.ts): the next search, hotel
// page and draft on any instance read the new nights. A hotel the member may not manage answers 404.
import { daysBetween, todayInTehran } from '@rahi/shared-contracts';
import {
  RATES_LIMITS,
  type StaffManagedHotel,
  staffHotelDetailsChangeSchema,
  staffNightsChangeSchema,
  staffNightsImportSchema,
  staffNightsQuerySchema,
} from '@rahi/shared-contracts/api';
import { STAFF_RATES_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../../auth/parse-body';
import { announceNightsChange } from '../../cache/night-changes';
import type { Executor } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import { cities, hotels, roomTypes } from '../../db/schema';
import { ApiProblem, ok } from '../../envelope';
import { parseId, parseWith } from '../../envelope/validate';
import { deskOperations } from '../../openapi/desk-operations';
import { recordAudit } from '../../staff/audit';
import { canSeeHotel, requireStaff, type StaffEnv, type StaffPrincipal } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';
import { changeDetails, detailsView, readDetails } from './hotel-details';
import { managedHotelId } from './managed-hotel';
import { changeNights, readNights } from './nights';
import { applyImport, readImport } from './nights-import';

const HOTELS_LISTED = 30;

/** The hotels the member may manage: a manager's own; an admin's whose name holds `q` (the first 30 by name). */
async function managedHotels(db: Executor, staff: StaffPrincipal, q: string): Promise<StaffManagedHotel[]> {
  const admin = staff.roles.includes('admin');
  if (!admin && staff.hotelIds.length === 0) return [];
  const where: SQL[] = [];
  if (!admin) where.push(inArray(hotels.id, staff.hotelIds));
  if (q) where.push(ilike(hotels.name, `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  const found = await db
    .select({ id: hotels.id, name: hotels.name, city: cities.name })
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .where(and(...where))
    .orderBy(asc(hotels.name), asc(hotels.id))
    .limit(HOTELS_LISTED);
  if (found.length === 0) return [];
  const types = await db
    .select({ id: roomTypes.id, name: roomTypes.name, hotelId: roomTypes.hotelId })
    .from(roomTypes)
    .where(
      inArray(
        roomTypes.hotelId,
        found.map((hotel) => hotel.id),
      ),
    )
    .orderBy(asc(roomTypes.id));
  return found.map((hotel) => ({
    ...hotel,
    roomTypes: types.filter((type) => type.hotelId === hotel.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** The hotel and room type of a path, or 404 when either is missing, they do not match or the member may not see it. */
async function roomTypeOf(db: Executor, staff: StaffPrincipal, hotelParam?: string, typeParam?: string) {
  const hotelId = parseId(hotelParam, M.hotelNotFound);
  const roomTypeId = parseId(typeParam, M.roomTypeNotFound);
  if (!canSeeHotel(staff, hotelId)) throw new ApiProblem(404, [M.hotelNotFound]);
  const [row] = await db
    .select({
      hotel: { id: hotels.id, name: hotels.name, cityId: hotels.cityId },
      roomType: { id: roomTypes.id, name: roomTypes.name, inventory: roomTypes.inventory },
    })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.hotelId, hotelId)));
  if (!row) throw new ApiProblem(404, [M.roomTypeNotFound]);
  return row;
}

const nightsInRange = (from: string, to: string) => daysBetween(from, to) + 1;

export function rateRoutes({ db, clock, changes }: DeskDeps) {
  const managers = requireStaff('hotel_manager', 'admin');
  const path = '/staff/hotels/:id/room-types/:roomTypeId/nights';
  return new Hono<StaffEnv>()
    .get('/staff/hotels', describeRoute(deskOperations.getStaffHotels), managers, async (c) =>
      ok(c, await managedHotels(db, c.var.staff, (c.req.query('q') ?? '').trim().slice(0, 100))),
    )
    .get(
      path,
      describeRoute(deskOperations.getStaffHotelsByIdRoomTypesByRoomTypeIdNights),
      managers,
      async (c) => {
        const query = parseWith(staffNightsQuerySchema, c.req.query());
        if (nightsInRange(query.from, query.to) > RATES_LIMITS.readNights)
          throw new ApiProblem(422, [M.readRangeTooLong]);
        const { hotel, roomType } = await roomTypeOf(
          db,
          c.var.staff,
          c.req.param('id'),
          c.req.param('roomTypeId'),
        );
        const nights = await readNights(db, roomType.id, query.from, query.to);
        return ok(c, { hotel: { id: hotel.id, name: hotel.name }, roomType, nights });
      },
    )
    .get('/staff/hotels/:id', describeRoute(deskOperations.getStaffHotelsById), managers, async (c) => {
      const hotelId = managedHotelId(c.req.param('id'), c.var.staff);
      return ok(c, detailsView(await readDetails(db, hotelId)));
    })
    .patch('/staff/hotels/:id', describeRoute(deskOperations.patchStaffHotelsById), managers, async (c) => {
      const hotelId = managedHotelId(c.req.param('id'), c.var.staff);
      const change = await parseAuthBody(c, staffHotelDetailsChangeSchema);
      const saved = await retryTransaction(db, (tx) =>
        changeDetails(tx, hotelId, change, c.var.staff.id, clock()),
      );
      changes.emit({ cityId: saved.cityId, hotelId });
      return ok(c, detailsView(saved), { message: M.detailsSaved });
    })
    .post(
      '/staff/hotels/:id/nights-import',
      describeRoute(deskOperations.postStaffHotelsByIdNightsImport),
      managers,
      async (c) => {
        const hotelId = managedHotelId(c.req.param('id'), c.var.staff);
        const [hotel] = await db
          .select({ id: hotels.id, name: hotels.name, cityId: hotels.cityId })
          .from(hotels)
          .where(eq(hotels.id, hotelId));
        if (!hotel) throw new ApiProblem(404, [M.hotelNotFound]);
        const { csv } = await parseAuthBody(c, staffNightsImportSchema);
        const types = await db
          .select({ id: roomTypes.id, name: roomTypes.name })
          .from(roomTypes)
          .where(eq(roomTypes.hotelId, hotel.id));
        const lines = readImport(csv, types, todayInTehran(clock()));
        const result = await retryTransaction(db, async (tx) => {
          const applied = await applyImport(tx, lines);
          await recordAudit(tx, {
            staffId: c.var.staff.id,
            action: 'nights_imported',
            entityType: 'hotel',
            entityId: hotel.id,
            after: applied,
          });
          await announceNightsChange(tx, {
            cityId: hotel.cityId,
            hotelId: hotel.id,
            from: applied.from,
            to: applied.to,
          });
          return applied;
        });
        changes.emit({ cityId: hotel.cityId, hotelId: hotel.id, from: result.from, to: result.to });
        return ok(c, result, { message: M.importApplied(result.nights, result.lines) });
      },
    )
    .put(
      path,
      describeRoute(deskOperations.putStaffHotelsByIdRoomTypesByRoomTypeIdNights),
      managers,
      async (c) => {
        const { hotel, roomType } = await roomTypeOf(
          db,
          c.var.staff,
          c.req.param('id'),
          c.req.param('roomTypeId'),
        );
        const change = await parseAuthBody(c, staffNightsChangeSchema);
        if (nightsInRange(change.from, change.to) > RATES_LIMITS.changeNights)
          throw new ApiProblem(422, [M.rangeTooLong]);
        if (change.from < todayInTehran(clock())) throw new ApiProblem(422, [M.pastNights]);
        const announced = {
          cityId: hotel.cityId,
          hotelId: hotel.id,
          roomTypeId: roomType.id,
          from: change.from,
          to: change.to,
        };
        const { changed } = await retryTransaction(db, async (tx) => {
          const result = await changeNights(tx, roomType.id, change);
          await recordAudit(tx, {
            staffId: c.var.staff.id,
            action: 'nights_changed',
            entityType: 'room_type',
            entityId: roomType.id,
            before: { hotelId: hotel.id, ...result.before },
            after: { hotelId: hotel.id, ...change },
          });
          await announceNightsChange(tx, announced);
          return result;
        });
        // This process hears its own change now; the others when the NOTIFY reaches them (or already has).
        changes.emit(announced);
        const nights = await readNights(db, roomType.id, change.from, change.to);
        return ok(
          c,
          { hotel: { id: hotel.id, name: hotel.name }, roomType, nights, changed },
          { message: M.changed(changed) },
        );
      },
    );
}
