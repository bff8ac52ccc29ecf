// Saved passengers: the traveller's own list. Another traveller's passenger answers 404, as a
// missing one does, so ids reveal nothing.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { MAX_SAVED_PASSENGERS, type Passenger, passengerBodySchema } from '@rahi/shared-contracts/api';
import { and, asc, count, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../auth/parse-body';
import type { RequireUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { passengers } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId } from '../envelope/validate';
import { profileOperations } from '../openapi/profile-operations';
import { lockUser } from '../wallet/ledger';

type Row = typeof passengers.$inferSelect;

const toPassenger = (row: Row): Passenger => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  nationalCode: row.nationalCode,
  passportNumber: row.passportNumber,
  nationality: row.nationality,
  birthDate: row.birthDate,
});

const notFound = () => new ApiProblem(404, [PROFILE_MESSAGES.passengerNotFound]);

export function passengerRoutes(db: Database, requireUser: RequireUser) {
  const fieldsOf = async (c: Context) => {
    const body = await parseAuthBody(c, passengerBodySchema);
    return {
      firstName: body.firstName,
      lastName: body.lastName,
      nationalCode: body.nationalCode ?? null,
      passportNumber: body.nationalCode ? null : (body.passportNumber ?? null),
      nationality: body.nationalCode ? null : (body.nationality ?? null),
      birthDate: body.birthDate ?? null,
    };
  };
  const own = (userId: number, id: number) => and(eq(passengers.userId, userId), eq(passengers.id, id));

  return new Hono()
    .get('/passengers', describeRoute(profileOperations.getPassengers), requireUser, async (c) => {
      const user = c.var.user;
      const rows = await db
        .select()
        .from(passengers)
        .where(eq(passengers.userId, user.id))
        .orderBy(asc(passengers.lastName), asc(passengers.firstName), asc(passengers.id));
      return ok(c, rows.map(toPassenger));
    })
    .post('/passengers', describeRoute(profileOperations.postPassengers), requireUser, async (c) => {
      const user = c.var.user;
      const fields = await fieldsOf(c);
      // The traveller's row is locked before counting, so two saves at once cannot both see room for one more.
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const [{ saved = 0 } = {}] = await tx
          .select({ saved: count() })
          .from(passengers)
          .where(eq(passengers.userId, user.id));
        if (saved >= MAX_SAVED_PASSENGERS) throw new ApiProblem(422, [PROFILE_MESSAGES.tooManyPassengers]);
        const [created] = await tx
          .insert(passengers)
          .values({ userId: user.id, ...fields })
          .returning();
        return created as Row;
      });
      return ok(c, toPassenger(row), { status: 201, message: PROFILE_MESSAGES.passengerSaved });
    })
    .get('/passengers/:id', describeRoute(profileOperations.getPassengersById), requireUser, async (c) => {
      const user = c.var.user;
      const id = parseId(c.req.param('id'), PROFILE_MESSAGES.passengerNotFound);
      const [row] = await db.select().from(passengers).where(own(user.id, id)).limit(1);
      if (!row) throw notFound();
      return ok(c, toPassenger(row));
    })
    .put('/passengers/:id', describeRoute(profileOperations.putPassengersById), requireUser, async (c) => {
      const user = c.var.user;
      const id = parseId(c.req.param('id'), PROFILE_MESSAGES.passengerNotFound);
      const fields = await fieldsOf(c);
      const [row] = await db.update(passengers).set(fields).where(own(user.id, id)).returning();
      if (!row) throw notFound();
      return ok(c, toPassenger(row), { message: PROFILE_MESSAGES.passengerSaved });
    })
    .delete(
      '/passengers/:id',
      describeRoute(profileOperations.deletePassengersById),
      requireUser,
      async (c) => {
        const user = c.var.user;
        const id = parseId(c.req.param('id'), PROFILE_MESSAGES.passengerNotFound);
        const [row] = await db.delete(passengers).where(own(user.id, id)).returning({ id: passengers.id });
        if (!row) throw notFound();
        return ok(c, { id: row.id }, { message: PROFILE_MESSAGES.passengerDeleted });
      },
    );
}
