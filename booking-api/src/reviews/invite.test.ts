// The SMS after check-out: a confirmed stay whose check-out day has come is asked once, with the review page's
// link; a stay not over, or not confirmed, is not; a send that failed is tried again on the next sweep.
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { bookings } from '../db/schema';
import { setCommentsOpen } from '../header-footer/comment-status';
import type { CodeMessage, SmsSender } from '../sms';
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

function recorder() {
  const sent: CodeMessage[] = [];
  const state = { fail: false };
  const sms: SmsSender = {
    name: 'recording',
    async sendCode(message) {
      if (state.fail) throw new Error('the provider is down');
      sent.push(message);
    },
  };
  return { sms, sent, state };
}

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

const sweep = (sms: SmsSender) => inviteReviews(handle.db, sms, new Date(), { origin: 'https://rahi.test' });

describe('inviteReviews', () => {
  it('asks a finished stay once, with the link to its review page', async () => {
    const { sms, sent } = recorder();
    await sweep(sms); // stays of other tests
    const { reserveId, mobile } = await booking();
    const notOver = await booking({ finished: false });
    sent.length = 0;

    expect(await sweep(sms)).toBe(1);
    expect(sent).toEqual([expect.objectContaining({ mobile, code: reserveId, purpose: 'review' })]);
    expect(sent[0]?.text).toContain(`https://rahi.test/review-submit/${reserveId}?mobile=${mobile}`);
    expect(sent.map((message) => message.code)).not.toContain(notOver.reserveId);
    expect(await sweep(sms)).toBe(0);
  });

  it('does not ask an unconfirmed booking', async () => {
    const { sms, sent } = recorder();
    await sweep(sms);
    sent.length = 0;
    await booking({ status: 'cancelled' as never });
    expect(await sweep(sms)).toBe(0);
  });

  it('tries again on the next sweep when the send failed', async () => {
    const { sms, sent, state } = recorder();
    await sweep(sms);
    const { reserveId } = await booking();
    state.fail = true;
    expect(await sweep(sms)).toBe(0);
    state.fail = false;
    expect(await sweep(sms)).toBe(1);
    expect(sent.at(-1)?.code).toBe(reserveId);
  });
});

describe('inviteReviews while comments are closed', () => {
  it('asks nobody and marks nobody, so a stay is asked once comments open again', async () => {
    const { sms, sent } = recorder();
    await sweep(sms);
    const { reserveId } = await booking();
    sent.length = 0;
    await setCommentsOpen(handle.db, false);
    try {
      expect(await sweep(sms)).toBe(0);
      expect(sent).toEqual([]);
    } finally {
      await setCommentsOpen(handle.db, true);
    }
    expect(await sweep(sms)).toBe(1);
    expect(sent.map((message) => message.code)).toEqual([reserveId]);
  });
});
