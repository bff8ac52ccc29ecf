// GET /hotels/:id, /hotels/:id/rooms and /hotels/:id/reviews (docs/api-contract.md, docs/domain-facts.md).
import { DEFAULT_CANCELLATION_POLICY, describeCancellationPolicy, MESSAGES } from '@rahi/shared-contracts';
import { reviewsQuerySchema, roomsQuerySchema } from '@rahi/shared-contracts/api';
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { cities, hotels, reviews } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId, parseWith } from '../envelope/validate';
import { coreOperations } from '../openapi/core-operations';
import type { FunnelCounter } from '../reports/funnel-counter';
import { resolveStay } from '../stay/check-stay';
import { loadRoomOffers } from '../stay/room-offers';

const REVIEWS_PAGE_SIZE = 10;

export async function findHotel(db: Database, id: number) {
  const [row] = await db
    .select({
      hotel: hotels,
      city: { id: cities.id, name: cities.name, slug: cities.slug, province: cities.province },
    })
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .where(eq(hotels.id, id));
  if (!row) throw new ApiProblem(404, [MESSAGES.hotelNotFound]);
  return row;
}

function hotelDetails({ hotel, city }: Awaited<ReturnType<typeof findHotel>>) {
  const cancellationRules = hotel.cancellationRules ?? DEFAULT_CANCELLATION_POLICY;
  return {
    id: hotel.id,
    name: hotel.name,
    slug: hotel.slug,
    city: { id: city.id, name: city.name, slug: city.slug },
    province: city.province,
    type: hotel.type,
    stars: hotel.stars,
    address: hotel.address,
    phone: hotel.phone,
    location: { lat: hotel.lat, lng: hotel.lng },
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    description: hotel.description,
    amenities: hotel.amenities,
    nearPlaces: hotel.nearPlaces,
    images: hotel.images,
    rating: Math.round(hotel.rating * 10) / 10,
    reviewsCount: hotel.reviewsCount,
    recommendPercent: hotel.recommendPercent,
    scores: hotel.scores,
    childPolicy: hotel.childPolicy,
    cancellationPolicy: describeCancellationPolicy(cancellationRules),
    cancellationRules,
  };
}

/** `funnel`: counts a hotel page opened (its first page of reviews: only the hotel page asks for it). */
export function hotelRoutes(db: Database, funnel?: FunnelCounter) {
  const hotelId = (value: string | undefined) => parseId(value, MESSAGES.hotelNotFound);
  return new Hono()
    .get('/hotels/:id', describeRoute(coreOperations.getHotelsById), async (c) =>
      ok(c, hotelDetails(await findHotel(db, hotelId(c.req.param('id'))))),
    )
    .get('/hotels/:id/rooms', describeRoute(coreOperations.getHotelsByIdRooms), async (c) => {
      const id = hotelId(c.req.param('id'));
      const query = parseWith(roomsQuerySchema, c.req.query());
      const stay = resolveStay(query.checkin, query.nights);
      await findHotel(db, id);
      return ok(c, await loadRoomOffers(db, id, stay, query.adults));
    })
    .get('/hotels/:id/reviews', describeRoute(coreOperations.getHotelsByIdReviews), async (c) => {
      const id = hotelId(c.req.param('id'));
      const { page } = parseWith(reviewsQuerySchema, c.req.query());
      const { hotel } = await findHotel(db, id);
      if (page === 1) funnel?.count('hotel', id);
      // Published only: a review held by moderation waits for a person.
      const shown = and(eq(reviews.hotelId, id), eq(reviews.status, 'published'));
      const [items, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({
            id: reviews.id,
            author: reviews.author,
            rating: reviews.rating,
            scores: reviews.scores,
            recommend: reviews.recommend,
            title: reviews.title,
            text: reviews.text,
            stayedOn: reviews.stayedOn,
            verified: reviews.verified,
          })
          .from(reviews)
          .where(shown)
          .orderBy(desc(reviews.createdAt), desc(reviews.stayedOn), desc(reviews.id))
          .limit(REVIEWS_PAGE_SIZE)
          .offset((page - 1) * REVIEWS_PAGE_SIZE),
        db.select({ total: count() }).from(reviews).where(shown),
      ]);
      return ok(c, { items, total, page, pageSize: REVIEWS_PAGE_SIZE, scores: hotel.scores });
    });
}
