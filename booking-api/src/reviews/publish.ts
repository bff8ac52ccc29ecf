// Storing a traveller's review: one per booking (the unique booking id), moderated by the simple rules, and when
// published the hotel's rating, category scores, review count and would-recommend percent move to include it, in
// the same transaction (averaged again over its shown reviews, as the seed averages them), with the hotel's row
// locked so two reviews cannot both write averages that miss the other.

import { FORM_MESSAGES } from '@rahi/shared-contracts';
import { moderateReview, type ReviewBody } from '@rahi/shared-contracts/api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Transaction } from '../db/retry-transaction';
import { bookingRooms, type CategoryScores, hotels, reviews } from '../db/schema';
import { ApiProblem } from '../envelope';
import { summarizeReviews } from '../seed/reviews';
import type { Booking } from './eligibility';

const CATEGORIES = ['staff', 'cleanliness', 'restaurant', 'location', 'valueForMoney'] as const;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** 'مریم ر.': the first guest's first name and the initial of their last name. */
async function authorOf(tx: Transaction, booking: Booking) {
  const [room] = await tx
    .select({ guest: bookingRooms.guest })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id))
    .orderBy(bookingRooms.roomIndex)
    .limit(1);
  const first = String(room?.guest.firstName ?? '').trim();
  const last = String(room?.guest.lastName ?? '').trim();
  return first ? `${first}${last ? ` ${last[0]}.` : ''}` : 'مسافر راهی';
}

/** The hotel's rating, category scores, count and would-recommend percent, averaged again over its shown reviews. */
export async function recountHotelScores(tx: Transaction, hotelId: number) {
  await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');
  const shown = await tx
    .select({ rating: reviews.rating, scores: reviews.scores, recommend: reviews.recommend })
    .from(reviews)
    .where(and(eq(reviews.hotelId, hotelId), eq(reviews.status, 'published')));
  await tx.update(hotels).set(summarizeReviews(shown)).where(eq(hotels.id, hotelId));
}

/** Stores the review; 409 when the booking has one already. */
export async function publishReview(db: Database, booking: Booking, body: ReviewBody, now: Date) {
  return db.transaction(async (tx) => {
    const moderation = moderateReview(body.title, body.text);
    const scores = body.scores as CategoryScores;
    const rating = CATEGORIES.reduce((sum, key) => sum + scores[key], 0) / CATEGORIES.length;
    const [row] = await tx
      .insert(reviews)
      .values({
        hotelId: booking.hotelId,
        bookingId: booking.id,
        author: await authorOf(tx, booking),
        rating: oneDecimal(rating),
        scores,
        recommend: body.recommend,
        title: body.title,
        text: body.text,
        stayedOn: booking.checkin,
        createdAt: now,
        status: moderation.publish ? 'published' : 'held',
        verified: true,
        moderationNote: moderation.publish ? null : moderation.reason,
      })
      .onConflictDoNothing({ target: reviews.bookingId })
      .returning({ id: reviews.id, status: reviews.status });
    if (!row) throw new ApiProblem(409, [FORM_MESSAGES.reviewAlreadySent]);
    if (row.status === 'published') await recountHotelScores(tx, booking.hotelId);
    return row;
  });
}
