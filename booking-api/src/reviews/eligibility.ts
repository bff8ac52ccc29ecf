// Whose booking it is and whether it may be reviewed now: the caller's own booking (their account, or the
// booker's mobile with the reserve id), confirmed, its check-out day reached in Tehran, not reviewed yet.
import { addDays, FORM_MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { User } from '../auth/users';
import type { Database } from '../db/client';
import { bookings, hotels, reviews } from '../db/schema';

export type Booking = typeof bookings.$inferSelect;

/** The booking when the reserve id and the mobile (or the caller's account) match; undefined otherwise. */
export async function findReviewable(
  db: Database,
  reserveId: string,
  mobile: string | undefined,
  user: User | undefined,
): Promise<Booking | undefined> {
  if (!/^\d{8}$/.test(reserveId)) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.reserveId, reserveId));
  if (!booking) return undefined;
  const byMobile = mobile !== undefined && booking.bookerMobile === mobile;
  const byAccount =
    user !== undefined && (booking.userId === user.id || booking.bookerMobile === user.mobile);
  return byMobile || byAccount ? booking : undefined;
}

export const checkoutOf = (booking: Pick<Booking, 'checkin' | 'nights'>) =>
  addDays(booking.checkin, booking.nights);

/** Why this booking may not be reviewed now (a Persian message), or null when it may (a review aside). */
export function stayRefusal(booking: Booking, now: Date): string | null {
  if (booking.status !== 'confirmed') return FORM_MESSAGES.reviewNotConfirmed;
  if (todayInTehran(now) < checkoutOf(booking)) return FORM_MESSAGES.reviewBeforeCheckout;
  return null;
}

/** What the review page shows: the hotel, the stay, whether a review may be sent, and the one sent. */
export async function eligibilityOf(db: Database, booking: Booking, now: Date) {
  const [hotel] = await db
    .select({ id: hotels.id, name: hotels.name, slug: hotels.slug })
    .from(hotels)
    .where(eq(hotels.id, booking.hotelId));
  const [review] = await db
    .select({ status: reviews.status, title: reviews.title, scores: reviews.scores })
    .from(reviews)
    .where(eq(reviews.bookingId, booking.id));
  const refusal = review ? FORM_MESSAGES.reviewAlreadySent : stayRefusal(booking, now);
  return {
    reserveId: booking.reserveId,
    hotel: hotel ?? { id: booking.hotelId, name: '', slug: '' },
    checkin: booking.checkin,
    checkout: checkoutOf(booking),
    refusal,
    review: review ? { status: review.status, title: review.title ?? '', scores: review.scores } : null,
  };
}
