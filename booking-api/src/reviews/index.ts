// Reviews from real stays (docs/api-contract.md): GET /bookings/:reserveId/review tells the review page
// about the booking (the caller's, or with ?mobile=) and whether it may be reviewed; POST /reviews stores one
// (auth or { reserveId, mobile }; scores, recommend, title, text), one per finished booking. A wrong reserve id /
// mobile pair answers 404 and counts against the lookup limits of GET /bookings/:reserveId. While comments are
// closed (the header/footer payload's comment_status) POST /reviews answers 403 and the eligibility says why.
import { BOOKING_MESSAGES, FORM_MESSAGES, MESSAGES } from '@rahi/shared-contracts';
import { bookingLookupQuerySchema, reviewBodySchema } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { clientAddressOf } from '../auth/client-address';
import type { MaybeSignedIn, OptionalUser } from '../auth/require-user';
import { type LookupLimits, lookUpBooking } from '../bookings/lookup-limit';
import { hotels } from '../db/schema';
import { ApiProblem, fail, ok } from '../envelope';
import { parseWith } from '../envelope/validate';
import { formBodyLimit, type PublicFormDeps, receiveForm } from '../forms/public-form';
import { commentsOpen } from '../header-footer/comment-status';
import { formOperations } from '../openapi/form-operations';
import { eligibilityOf, findReviewable, stayRefusal } from './eligibility';
import { publishReview } from './publish';

export function reviewRoutes(
  deps: PublicFormDeps & { lookupLimits: LookupLimits },
  optionalUser: OptionalUser,
) {
  const { db, clock } = deps;

  /** The caller's booking, or 429 / 404 as GET /bookings/:reserveId answers. */
  const ownBooking = async (c: Context<MaybeSignedIn>, reserveId: string, mobile: string | undefined) => {
    const { user } = c.var;
    const who = { address: clientAddressOf(c, deps.trustedProxyHops), reserveId, loggedIn: !!user };
    const found = await lookUpBooking(db, who, clock(), deps.lookupLimits, async () => {
      const booking = await findReviewable(db, reserveId, mobile, user);
      if (!booking) return undefined;
      const byOwner = !!user && (booking.userId === user.id || booking.bookerMobile === user.mobile);
      return { booking, byOwner };
    });
    if (found && 'wait' in found) throw new ApiProblem(429, [MESSAGES.tooManyRequests]);
    if (!found) throw new ApiProblem(404, [BOOKING_MESSAGES.bookingNotFound]);
    return found.booking;
  };

  return new Hono()
    .get(
      '/bookings/:reserveId/review',
      describeRoute(formOperations.getBookingsByReserveIdReview),
      optionalUser,
      async (c) => {
        const { mobile } = parseWith(bookingLookupQuerySchema, c.req.query());
        const booking = await ownBooking(c, c.req.param('reserveId'), mobile);
        const eligibility = await eligibilityOf(db, booking, clock());
        if (eligibility.review || (await commentsOpen(db))) return ok(c, eligibility);
        return ok(c, { ...eligibility, refusal: FORM_MESSAGES.reviewsClosed });
      },
    )
    .use('/reviews', formBodyLimit())
    .post('/reviews', describeRoute(formOperations.postReviews), optionalUser, async (c) => {
      if (!(await commentsOpen(db))) return fail(c, 403, [FORM_MESSAGES.reviewsClosed]);
      return receiveForm(
        c,
        deps,
        {
          form: 'review',
          action: 'review_submit',
          schema: reviewBodySchema,
          mobileOf: (body) => body.mobile,
        },
        async (body) => {
          const booking = await ownBooking(c, body.reserveId, body.mobile);
          const refusal = stayRefusal(booking, clock());
          if (refusal) return fail(c, 422, [refusal]);
          const row = await publishReview(db, booking, body, clock());
          const [hotel] = await db
            .select({ id: hotels.id, name: hotels.name, slug: hotels.slug })
            .from(hotels)
            .where(eq(hotels.id, booking.hotelId));
          const message =
            row.status === 'published' ? FORM_MESSAGES.reviewPublished : FORM_MESSAGES.reviewHeld;
          return ok(c, { id: row.id, status: row.status, hotel }, { status: 201, message });
        },
      );
    });
}
