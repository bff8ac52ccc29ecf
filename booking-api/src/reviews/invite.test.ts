// The review invitation after check-out: a confirmed stay whose check-out day has come is asked once, its SMS
// enqueued in the outbox with the short link to its review page; a stay not over, or not confirmed, is not.
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { bookings, outboxMessages } from '../db/schema';
import { setCommentsOpen } from '../header-footer/comment-status';
import {
  buildBookingApp,
  freshMobile,
  guestsFor,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';
import { inviteReviews } from './invite';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

/** A booking of one room, confirmed unless told otherwise, its stay over unless told otherwise. */
async function booking({ finished = true, status = 'confirmed' as const } = {}) {
  const api = buildBookingApp(handle, { env: { RAHI_DEV_ROUTES: '1' } });
  const mobile = freshMobile();
  const { hotel, type } = await roomWithFreeRooms(handle, 5);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const body = { reservationId, booker: { mobile }, guests: guestsFor(1) };
  const reserveId = (await (await api.post('/bookings', body)).json()).data.reserveId as string;
  await handle.db.update(bookings).set({ status }).where(eq(bookings.reserveId, reserveId));
  if (finished) await api.post(`/dev/bookings/${reserveId}/finish-stay`, { mobile });
  return { reserveId, mobile };
}

/** The review invitations enqueued for the number. */
const invitations = (mobile: string) =>
  handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.mobile, mobile), eq(outboxMessages.kind, 'review_invitation')));

const sweep = () => inviteReviews(handle.db, new Date());

describe('inviteReviews', () => {
  it('asks a finished stay once, with a short link to its review page', async () => {
    await sweep(); // stays of other tests
    const { reserveId, mobile } = await booking();
    const notOver = await booking({ finished: false });

    expect(await sweep()).toBe(1);
    const [invitation, ...more] = await invitations(mobile);
    expect(more).toEqual([]);
    expect(invitation?.params).toMatchObject({ reserveId, link: expect.stringMatching(/\/v\/r\d+\./) });
    expect(String(invitation?.params.link)).not.toContain(mobile);
    expect(await invitations(notOver.mobile)).toEqual([]);
    expect(await sweep()).toBe(0);
  });

  it('does not ask an unconfirmed booking', async () => {
    await sweep();
    const { mobile } = await booking({ status: 'cancelled' as never });
    expect(await sweep()).toBe(0);
    expect(await invitations(mobile)).toEqual([]);
  });
});

describe('inviteReviews while comments are closed', () => {
  it('asks nobody and marks nobody, so a stay is asked once comments open again', async () => {
    await sweep();
    const { mobile } = await booking();
    await setCommentsOpen(handle.db, false);
    try {
      expect(await sweep()).toBe(0);
      expect(await invitations(mobile)).toEqual([]);
    } finally {
      await setCommentsOpen(handle.db, true);
    }
    expect(await sweep()).toBe(1);
    expect(await invitations(mobile)).toHaveLength(1);
  });
});
