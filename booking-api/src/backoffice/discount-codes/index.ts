// Discount codes for admins: the list with each code's uses, a new code, a change (disable or enable, a new last
// day, a new total limit) and the bookings that used one. Days are Tehran's: a code applies from the start of its
// first day to the end of its last. Every change is audited in its own transaction.
import { addDays, tehranDayStart, todayInTehran } from '@rahi/shared-contracts';
import {
  type StaffDiscountCode,
  type StaffDiscountCodeUse,
  staffDiscountCodeBodySchema,
  staffDiscountCodeChangeSchema,
} from '@rahi/shared-contracts/api';
import { STAFF_CODE_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../../auth/parse-body';
import { type Executor, queryRows } from '../../db/client';
import { bookings, cities, discountCodes, discountCodeUses, hotels } from '../../db/schema';
import { ApiProblem, ok } from '../../envelope';
import { deskOperations } from '../../openapi/desk-operations';
import { maskMobile } from '../../sms/sender';
import { recordAudit } from '../../staff/audit';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';

/** The start of a Tehran day as an instant. */
/** The Tehran day an instant falls in. */
const tehranDay = (at: Date) => todayInTehran(at);
/** A code's last day from the instant it stops (the start of the next day). */
const lastDayOf = (expiresAt: Date) => addDays(tehranDay(expiresAt), -1);

type CodeRow = typeof discountCodes.$inferSelect;

/** Each code's uses: held (unpaid bookings within their hold) and paid (paid once, cancelled later or not). */
async function usesByCode(db: Executor) {
  const rows = await queryRows<{ code_id: number; held: number; paid: number }>(
    db,
    sql`select u.code_id,
          count(distinct u.booking_id) filter (where b.status = 'pending_payment')::int as held,
          count(distinct u.booking_id) filter (where b.status <> 'pending_payment')::int as paid
        from ${discountCodeUses} u join ${bookings} b on b.id = u.booking_id
        group by u.code_id`,
  );
  return new Map(rows.map((row) => [row.code_id, { held: row.held, paid: row.paid }]));
}

async function placeNames(db: Executor) {
  const [cityRows, hotelRows] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`select id, name from ${cities}`),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from ${hotels} where id in (select hotel_id from ${discountCodes} where hotel_id is not null)`,
    ),
  ]);
  return {
    city: new Map(cityRows.map((row) => [row.id, row.name])),
    hotel: new Map(hotelRows.map((row) => [row.id, row.name])),
  };
}

function codeView(
  row: CodeRow,
  uses: { held: number; paid: number } | undefined,
  names: Awaited<ReturnType<typeof placeNames>>,
): StaffDiscountCode {
  const named = (id: number | null, from: Map<number, string>) =>
    id === null ? null : { id, name: from.get(id) ?? `#${id}` };
  return {
    code: row.code,
    percent: row.percent,
    amount: row.percent ? null : row.amount,
    maxDiscount: row.percent ? row.maxAmount : null,
    minPurchase: row.minPurchase,
    validFrom: row.validFrom ? tehranDay(row.validFrom) : null,
    validTo: row.expiresAt ? lastDayOf(row.expiresAt) : null,
    maxUses: row.maxUses,
    maxUsesPerTraveller: row.maxUsesPerTraveller,
    city: named(row.cityId, names.city),
    hotel: named(row.hotelId, names.hotel),
    disabled: row.disabledAt !== null,
    uses: uses ?? { held: 0, paid: 0 },
    createdAt: row.createdAt.toISOString(),
  };
}

async function codeByName(db: Executor, name: string, lock = false) {
  const query = db
    .select()
    .from(discountCodes)
    .where(eq(sql`upper(${discountCodes.code})`, name.trim().toUpperCase()))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new ApiProblem(404, [M.codeNotFound]);
  return row;
}

/** What the audit log keeps of a code. */
const auditedFields = (row: CodeRow) => ({
  percent: row.percent,
  amount: row.amount,
  maxAmount: row.maxAmount,
  minPurchase: row.minPurchase,
  validFrom: row.validFrom?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  maxUsesPerTraveller: row.maxUsesPerTraveller,
  cityId: row.cityId,
  hotelId: row.hotelId,
  disabled: row.disabledAt !== null,
});

export function discountCodeAdminRoutes({ db, clock }: DeskDeps) {
  const admin = requireStaff('admin');
  return new Hono<StaffEnv>()
    .get('/staff/discount-codes', describeRoute(deskOperations.getStaffDiscountCodes), admin, async (c) => {
      const [rows, uses, names] = await Promise.all([
        db
          .select()
          .from(discountCodes)
          .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
          .limit(500),
        usesByCode(db),
        placeNames(db),
      ]);
      return ok(
        c,
        rows.map((row) => codeView(row, uses.get(row.id), names)),
      );
    })
    .post('/staff/discount-codes', describeRoute(deskOperations.postStaffDiscountCodes), admin, async (c) => {
      const body = await parseAuthBody(c, staffDiscountCodeBodySchema);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: discountCodes.id })
          .from(discountCodes)
          .where(eq(sql`upper(${discountCodes.code})`, body.code));
        if (taken) throw new ApiProblem(409, [M.codeTaken]);
        if (body.cityId !== undefined) {
          const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, body.cityId));
          if (!city) throw new ApiProblem(422, [M.cityNotFound]);
        }
        if (body.hotelId !== undefined) {
          const [hotel] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, body.hotelId));
          if (!hotel) throw new ApiProblem(422, [M.hotelNotFound]);
        }
        const [created] = await tx
          .insert(discountCodes)
          .values({
            code: body.code,
            percent: body.percent ?? null,
            amount: body.amount ?? null,
            maxAmount: body.maxDiscount ?? null,
            minPurchase: body.minPurchase ?? 0,
            validFrom: body.validFrom ? tehranDayStart(body.validFrom) : null,
            expiresAt: body.validTo ? tehranDayStart(addDays(body.validTo, 1)) : null,
            maxUses: body.maxUses ?? null,
            maxUsesPerTraveller: body.maxUsesPerTraveller ?? null,
            cityId: body.cityId ?? null,
            hotelId: body.hotelId ?? null,
            createdAt: now,
          })
          // Two admins saving the same new code at once: the unique index answers the second.
          .onConflictDoNothing()
          .returning();
        if (!created) throw new ApiProblem(409, [M.codeTaken]);
        await recordAudit(tx, {
          staffId: c.var.staff.id,
          action: 'discount_code_created',
          entityType: 'discount_code',
          entityId: created.code,
          after: auditedFields(created),
          at: now,
        });
        return created;
      });
      return ok(c, codeView(row, undefined, await placeNames(db)), { status: 201, message: M.codeCreated });
    })
    .patch(
      '/staff/discount-codes/:code',
      describeRoute(deskOperations.patchStaffDiscountCodesByCode),
      admin,
      async (c) => {
        const change = await parseAuthBody(c, staffDiscountCodeChangeSchema);
        const now = clock();
        const row = await db.transaction(async (tx) => {
          const before = await codeByName(tx, c.req.param('code'), true);
          const disabledAt =
            change.disabled === undefined
              ? before.disabledAt
              : change.disabled
                ? (before.disabledAt ?? now)
                : null;
          const [after] = await tx
            .update(discountCodes)
            .set({
              disabledAt,
              ...(change.validTo !== undefined && {
                expiresAt: change.validTo === null ? null : tehranDayStart(addDays(change.validTo, 1)),
              }),
              ...(change.maxUses !== undefined && { maxUses: change.maxUses }),
            })
            .where(eq(discountCodes.id, before.id))
            .returning();
          if (!after) throw new ApiProblem(404, [M.codeNotFound]);
          await recordAudit(tx, {
            staffId: c.var.staff.id,
            action: 'discount_code_updated',
            entityType: 'discount_code',
            entityId: after.code,
            before: auditedFields(before),
            after: auditedFields(after),
            at: now,
          });
          return after;
        });
        const message =
          change.disabled === true
            ? M.codeDisabled
            : change.disabled === false
              ? M.codeEnabled
              : M.codeChanged;
        const uses = await usesByCode(db);
        return ok(c, codeView(row, uses.get(row.id), await placeNames(db)), { message });
      },
    )
    .get(
      '/staff/discount-codes/:code/uses',
      describeRoute(deskOperations.getStaffDiscountCodesByCodeUses),
      admin,
      async (c) => {
        const code = await codeByName(db, c.req.param('code'));
        const rows = await db
          .selectDistinctOn([bookings.id], {
            reserveId: bookings.reserveId,
            hotel: hotels.name,
            status: bookings.status,
            discount: bookings.discount,
            mobile: discountCodeUses.mobile,
            createdAt: bookings.createdAt,
          })
          .from(discountCodeUses)
          .innerJoin(bookings, eq(bookings.id, discountCodeUses.bookingId))
          .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
          .where(eq(discountCodeUses.codeId, code.id))
          .orderBy(desc(bookings.id))
          .limit(500);
        const uses: StaffDiscountCodeUse[] = rows.map((row) => ({
          ...row,
          mobile: maskMobile(row.mobile),
          createdAt: row.createdAt.toISOString(),
        }));
        return ok(c, uses);
      },
    );
}
