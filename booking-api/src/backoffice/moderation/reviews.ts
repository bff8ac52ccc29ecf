// Held reviews wait for a person: the desk lists reviews by status and publishes or rejects one. The hotel's
// rating, scores, count and recommend percent are averaged again over its published reviews in the same
// transaction (the hotel's row locked, as when a review is first stored), with the audit row.

import type { StaffReview } from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotels, reviews } from '../../db/schema';
import { ApiProblem } from '../../envelope';
import { recountHotelScores } from '../../reviews/publish';
import { recordAudit } from '../../staff/audit';
import type { StaffPrincipal } from '../../staff/require-staff';
import { DESK_PAGE_SIZE, deskPage } from '../desk-scope';

type Status = StaffReview['status'];

export async function listReviews(
  db: Database,
  query: { status: Status; hotelId?: number | undefined; page: number },
) {
  const where = and(
    eq(reviews.status, query.status),
    query.hotelId === undefined ? undefined : eq(reviews.hotelId, query.hotelId),
  );
  const rows = await db
    .select({ review: reviews, hotelName: hotels.name })
    .from(reviews)
    .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(DESK_PAGE_SIZE)
    .offset((query.page - 1) * DESK_PAGE_SIZE);
  const [{ total = 0 } = {}] = await db.select({ total: count() }).from(reviews).where(where);
  const items = rows.map(
    ({ review, hotelName }): StaffReview => ({
      id: review.id,
      hotel: { id: review.hotelId, name: hotelName },
      author: review.author,
      rating: review.rating,
      scores: review.scores,
      recommend: review.recommend,
      title: review.title,
      text: review.text,
      stayedOn: review.stayedOn,
      createdAt: review.createdAt.toISOString(),
      status: review.status,
      moderationNote: review.moderationNote,
    }),
  );
  return deskPage(items, total, query.page);
}

/** Publishes or rejects the review; the hotel's figures follow. */
export function decideReview(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  decision: 'publish' | 'reject',
) {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!review) throw new ApiProblem(404, [STAFF_DESK_MESSAGES.reviewNotFound]);
    const status: Status = decision === 'publish' ? 'published' : 'rejected';
    await tx.update(reviews).set({ status }).where(eq(reviews.id, id));
    await recountHotelScores(tx, review.hotelId);
    const [hotel] = await tx
      .select({ id: hotels.id, rating: hotels.rating, reviewsCount: hotels.reviewsCount })
      .from(hotels)
      .where(eq(hotels.id, review.hotelId));
    await recordAudit(tx, {
      staffId: staff.id,
      action: decision === 'publish' ? 'review_published' : 'review_rejected',
      entityType: 'review',
      entityId: String(id),
      before: { status: review.status },
      after: { status },
    });
    if (!hotel) throw new Error(`review ${id} has no hotel ${review.hotelId}`);
    return { id, status, hotel };
  });
}
