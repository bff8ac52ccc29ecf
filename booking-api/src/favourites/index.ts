// Saved hotels: the traveller's short list, with each hotel's price for the stay the browser asks about (its last
// search). The browser keeps the list before login and merges it in at login with PUTs; a PUT of a hotel already
// saved is a no-op, so the merge can be repeated. Price alerts on a stay are in price-alerts.ts.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { type Favourite, favouritesQuerySchema, MAX_FAVOURITES } from '@rahi/shared-contracts/api';
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import type { RequireUser } from '../auth/require-user';
import { type CityHotelsLoader, publicCard } from '../cities/city-hotels';
import type { Database, Executor } from '../db/client';
import { cities, favourites, hotels } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId, parseWith } from '../envelope/validate';
import { favouriteOperations } from '../openapi/favourite-operations';
import { resolveStay } from '../stay/check-stay';
import { lockUser } from '../wallet/ledger';

const hotelNotFound = () => new ApiProblem(404, [PROFILE_MESSAGES.favouriteHotelNotFound]);

async function hotelExists(db: Executor, id: number) {
  const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, id)).limit(1);
  return row !== undefined;
}

export function favouriteRoutes(
  db: Database,
  requireUser: RequireUser,
  loadCityHotels: CityHotelsLoader,
  clock: Clock,
) {
  const own = (userId: number, hotelId: number) =>
    and(eq(favourites.userId, userId), eq(favourites.hotelId, hotelId));

  return new Hono()
    .get('/favourites', describeRoute(favouriteOperations.getFavourites), requireUser, async (c) => {
      const query = parseWith(favouritesQuerySchema, c.req.query());
      const stay = resolveStay(query.checkin, query.nights);
      const rows = await db
        .select({
          hotelId: favourites.hotelId,
          savedAt: favourites.createdAt,
          cityId: hotels.cityId,
          cityName: cities.name,
        })
        .from(favourites)
        .innerJoin(hotels, eq(hotels.id, favourites.hotelId))
        .innerJoin(cities, eq(cities.id, hotels.cityId))
        .where(eq(favourites.userId, c.var.user.id))
        .orderBy(desc(favourites.createdAt), desc(favourites.hotelId));
      // Each city's cards for the stay are read once (and shared with the city search's cache).
      const cityIds = [...new Set(rows.map((row) => row.cityId))];
      const cardsByCity = new Map(
        await Promise.all(
          cityIds.map(async (cityId) => {
            const { cards } = await loadCityHotels(cityId, stay, query.adults);
            return [cityId, new Map(cards.map((card) => [card.hotel.id, card]))] as const;
          }),
        ),
      );
      const items: Favourite[] = rows.flatMap((row) => {
        const card = cardsByCity.get(row.cityId)?.get(row.hotelId);
        return card
          ? [{ hotel: publicCard(card), cityName: row.cityName, savedAt: row.savedAt.toISOString() }]
          : [];
      });
      return ok(c, { items });
    })
    .get('/favourites/ids', describeRoute(favouriteOperations.getFavouritesIds), requireUser, async (c) => {
      const rows = await db
        .select({ hotelId: favourites.hotelId })
        .from(favourites)
        .where(eq(favourites.userId, c.var.user.id))
        .orderBy(desc(favourites.createdAt), desc(favourites.hotelId));
      return ok(c, { hotelIds: rows.map((row) => row.hotelId) });
    })
    .get(
      '/favourites/:hotelId',
      describeRoute(favouriteOperations.getFavouritesByHotelId),
      requireUser,
      async (c) => {
        const hotelId = parseId(c.req.param('hotelId'), PROFILE_MESSAGES.favouriteHotelNotFound);
        const [row] = await db.select().from(favourites).where(own(c.var.user.id, hotelId)).limit(1);
        if (!row && !(await hotelExists(db, hotelId))) throw hotelNotFound();
        return ok(c, { hotelId, saved: row !== undefined });
      },
    )
    .put(
      '/favourites/:hotelId',
      describeRoute(favouriteOperations.putFavouritesByHotelId),
      requireUser,
      async (c) => {
        const user = c.var.user;
        const hotelId = parseId(c.req.param('hotelId'), PROFILE_MESSAGES.favouriteHotelNotFound);
        // The traveller's row is locked before counting, so two saves at once cannot both see room for one more.
        await db.transaction(async (tx) => {
          if (!(await hotelExists(tx, hotelId))) throw hotelNotFound();
          await lockUser(tx, user.id);
          const [saved] = await tx.select().from(favourites).where(own(user.id, hotelId)).limit(1);
          if (saved) return;
          const [{ total = 0 } = {}] = await tx
            .select({ total: count() })
            .from(favourites)
            .where(eq(favourites.userId, user.id));
          if (total >= MAX_FAVOURITES) throw new ApiProblem(422, [PROFILE_MESSAGES.tooManyFavourites]);
          await tx.insert(favourites).values({ userId: user.id, hotelId, createdAt: clock() });
        });
        // No message: the heart itself says it (and the merge at login must not toast once per hotel).
        return ok(c, { hotelId, saved: true });
      },
    )
    .delete(
      '/favourites/:hotelId',
      describeRoute(favouriteOperations.deleteFavouritesByHotelId),
      requireUser,
      async (c) => {
        const hotelId = parseId(c.req.param('hotelId'), PROFILE_MESSAGES.favouriteHotelNotFound);
        await db.delete(favourites).where(own(c.var.user.id, hotelId));
        return ok(c, { hotelId, saved: false });
      },
    );
}
