// A message about one booking, enqueued in the transaction that changed it: the reserve id, the hotel, the
// stay and a short link to the booking's page (short-links/), to the booker's mobile and their account's other
// channels. Once per booking, kind and `occasion` (the dedupe key).
import type { MessageKind } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type bookings, hotels } from '../db/schema';
import { shortLink } from '../short-links/link';
import { loadShortLinkSettings, type ShortLinkSettings } from '../short-links/settings';
import type { LinkTarget } from '../short-links/token';
import { enqueueMessage } from './enqueue';

type BookingRow = Pick<
  typeof bookings.$inferSelect,
  'id' | 'reserveId' | 'userId' | 'bookerMobile' | 'hotelId' | 'checkin' | 'nights'
>;

/** The page each kind's link opens. */
const LINK_TARGET: Partial<Record<MessageKind, LinkTarget>> = {
  booking_confirmed: 'voucher',
  hotel_confirmed: 'voucher',
  hold_ending: 'booking',
  payment_failed: 'booking',
  payment_returned: 'booking',
  hotel_refused: 'booking',
  cancellation_refunded: 'booking',
  review_invitation: 'review',
};

let processLinks: ShortLinkSettings | undefined;
/** The short links' settings of this process (SHORT_LINK_SECRET, PUBLIC_ORIGIN), read once. */
export const messageLinks = () => {
  processLinks ??= loadShortLinkSettings(process.env);
  return processLinks;
};

export interface BookingMessage {
  kind: MessageKind;
  now: Date;
  /** Amount (Rial), refundTo, or anything else the kind's text names. */
  extra?: Record<string, string | number>;
  /** What makes this message differ from another of its kind for the booking (a payment id). */
  occasion?: string | number;
}

/** Enqueues `kind` about `booking`; returns the ids of the rows written. */
export async function enqueueBookingMessage(
  executor: Executor,
  booking: BookingRow,
  { kind, now, extra = {}, occasion }: BookingMessage,
): Promise<number[]> {
  const [hotel] = await executor
    .select({ name: hotels.name })
    .from(hotels)
    .where(eq(hotels.id, booking.hotelId));
  const target = LINK_TARGET[kind];
  return enqueueMessage(
    executor,
    {
      kind,
      userId: booking.userId,
      mobile: booking.bookerMobile,
      params: {
        reserveId: booking.reserveId,
        hotelName: hotel?.name ?? '',
        hotelId: booking.hotelId,
        checkIn: booking.checkin,
        nights: booking.nights,
        ...(target && { link: shortLink(messageLinks(), target, booking.reserveId, now) }),
        ...extra,
      },
      dedupeKey: `${kind}:${booking.id}${occasion === undefined ? '' : `:${occasion}`}`,
    },
    { now },
  );
}
