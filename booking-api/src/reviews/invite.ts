// After check-out the traveller is asked for a review: the sweep finds confirmed bookings whose
// check-out day (Tehran) has come in the last week and that were not asked yet, marks them asked and sends the
// booker an SMS with the review page's link through the SMS sender. Safe in several processes: each takes its
// bookings with FOR UPDATE SKIP LOCKED. A send that fails is unmarked, so the next sweep tries again. While
// comments are closed nobody is asked (nor marked: reopened within the week, they are asked then).
import { addDays, todayInTehran } from '@rahi/shared-contracts';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookings, hotels } from '../db/schema';
import { commentsOpen } from '../header-footer/comment-status';
import type { SmsSender } from '../sms';
import { maskMobile } from '../sms/sender';

/** How long after check-out a booking is still asked (a first deployment does not ask every old stay). */
const ASK_WITHIN_DAYS = 7;

/** The review page's link: `{origin}/review-submit/{reserveId}?mobile=…` (relative without PUBLIC_ORIGIN). */
export const reviewLink = (origin: string, reserveId: string, mobile: string) =>
  `${origin}/review-submit/${reserveId}?mobile=${mobile}`;

export const reviewSmsText = (hotelName: string, link: string) =>
  `راهی: امیدواریم اقامت خوبی در ${hotelName} داشته‌اید. نظرتان را درباره هتل بنویسید: ${link}`;

/** Asks up to `limit` finished stays for a review; returns how many were asked. */
export async function inviteReviews(
  db: Database,
  sms: SmsSender,
  now: Date,
  { origin, limit = 20 }: { origin: string; limit?: number },
): Promise<number> {
  if (!(await commentsOpen(db))) return 0;
  const today = todayInTehran(now);
  const checkout = sql<string>`(${bookings.checkin} + ${bookings.nights})`;
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: bookings.id,
        reserveId: bookings.reserveId,
        mobile: bookings.bookerMobile,
        hotel: hotels.name,
      })
      .from(bookings)
      .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          isNull(bookings.reviewInvitedAt),
          lte(checkout, sql`${today}::date`),
          gte(checkout, sql`${addDays(today, -ASK_WITHIN_DAYS)}::date`),
        ),
      )
      .limit(limit)
      .for('update', { of: bookings, skipLocked: true });
    for (const row of rows)
      await tx.update(bookings).set({ reviewInvitedAt: now }).where(eq(bookings.id, row.id));
    return rows;
  });
  let sent = 0;
  for (const booking of due) {
    const link = reviewLink(origin, booking.reserveId, booking.mobile);
    try {
      await sms.sendCode({
        mobile: booking.mobile,
        code: booking.reserveId,
        purpose: 'review',
        text: reviewSmsText(booking.hotel, link),
      });
      sent += 1;
    } catch (error) {
      console.error(`[reviews] the review request to ${maskMobile(booking.mobile)} could not be sent`, error);
      await db.update(bookings).set({ reviewInvitedAt: null }).where(eq(bookings.id, booking.id));
    }
  }
  return sent;
}
