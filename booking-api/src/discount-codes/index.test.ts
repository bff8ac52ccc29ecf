// POST /discount-codes/check: a code's amount for the caller's draft, or the reason it does not apply.
import { BOOKING_MESSAGES, codeMinimumMessage, MESSAGES } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { reservationDrafts } from '../db/schema';
import {
  buildBookingApp,
  freshMobile,
  loggedIn,
  newDraftSession,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);

afterAll(() => handle.close());

async function draftWorth() {
  const api = buildBookingApp(handle);
  const { hotel, type } = await roomWithFreeRooms(handle, 5);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const [draft] = await handle.db
    .select()
    .from(reservationDrafts)
    .where(eq(reservationDrafts.id, reservationId));
  return { api, reservationId, purchase: draft?.totalSum ?? 0 };
}

describe('POST /discount-codes/check', () => {
  it("gives a percent code's amount on what the traveller would pay, capped", async () => {
    const { api, reservationId, purchase } = await draftWorth();
    const traveller = await loggedIn(handle, api.clock());
    const response = await api.post(
      '/discount-codes/check',
      { code: ' rahi10 ', reservationId },
      traveller.auth,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({
      code: 'RAHI10',
      amount: Math.min(Math.floor(purchase / 10), 5_000_000),
      rule: { percent: 10, maxAmount: 5_000_000, fixedAmount: null },
    });
  });

  it('asks a visitor to log in for a code limited per traveller, whatever mobile they send', async () => {
    const { api, reservationId } = await draftWorth();
    const response = await api.post('/discount-codes/check', {
      code: 'RAHI10',
      reservationId,
      mobile: freshMobile(),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).meta.errors).toEqual([BOOKING_MESSAGES.codeNeedsLogin]);
  });

  it('gives a code without a per-traveller limit to a visitor', async () => {
    const { api, reservationId, purchase } = await draftWorth();
    const response = await api.post('/discount-codes/check', { code: 'SAFAR5', reservationId });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({
      code: 'SAFAR5',
      amount: Math.min(Math.floor(purchase / 20), 2_000_000),
      rule: { percent: 5, maxAmount: 2_000_000, fixedAmount: null },
    });
  });

  it('says why a code does not apply: minimum purchase, expiry, unknown', async () => {
    const { api, reservationId } = await draftWorth();
    const check = async (code: string) =>
      (await (await api.post('/discount-codes/check', { code, reservationId })).json()).meta.errors;
    expect(await check('VIP5')).toEqual([codeMinimumMessage(1_000_000_000)]);
    expect(await check('OLD1402')).toEqual([BOOKING_MESSAGES.codeExpired]);
    expect(await check('NOSUCH')).toEqual([BOOKING_MESSAGES.codeNotFound]);
    expect(codeMinimumMessage(1_000_000_000)).toBe(
      'این کد تخفیف برای خریدهای از ۱۰۰٬۰۰۰٬۰۰۰ تومان به بالا است.',
    );
  });

  it('answers 404 for a draft that does not exist', async () => {
    const api = buildBookingApp(handle);
    const response = await api.post('/discount-codes/check', {
      code: 'RAHI10',
      reservationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(response.status).toBe(404);
    expect((await response.json()).meta.errors).toEqual([MESSAGES.draftNotFound]);
  });

  it("answers 404 for another browser session's draft", async () => {
    const { api, reservationId } = await draftWorth();
    const response = await api.post(
      '/discount-codes/check',
      { code: 'RAHI10', reservationId },
      { 'x-rahi-session': newDraftSession() },
    );
    expect(response.status).toBe(404);
  });
});
