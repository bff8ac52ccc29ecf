// The reconciler with the sandbox bank: a payment captured whose callback never came is settled as the callback
// would have settled it; one still at the bank after 30 minutes is given up as failed, and a capture after
// that is still settled.
import { eq } from 'drizzle-orm';
import { expireHolds } from '../bookings/expire-holds';
import type { DatabaseHandle } from '../db/client';
import { bookings, payments } from '../db/schema';
import {
  buildBookingApp,
  freshMobile,
  guestsFor,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';
import { reconcilePayments } from './reconcile';
import { sandboxBankAction, sandboxProvider } from './sandbox-provider';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);

afterAll(() => handle.close());

async function startedPayment(api: ReturnType<typeof buildBookingApp>) {
  const { hotel, type } = await roomWithFreeRooms(handle, 5);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const mobile = freshMobile();
  const created = await (
    await api.post('/bookings', { reservationId, booker: { mobile }, guests: guestsFor(1) })
  ).json();
  const started = await (await api.post(`/bookings/${created.data.reserveId}/payments`, { mobile })).json();
  const authority = String(started.data.redirectUrl).split('/').pop() as string;
  return { reserveId: created.data.reserveId as string, authority };
}

const statusOf = async (authority: string) => {
  const [row] = await handle.db
    .select({ payment: payments.status, booking: bookings.status })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.authority, authority));
  return row;
};

describe('reconcilePayments with the sandbox bank', () => {
  it('confirms a booking whose payment was captured but whose callback never came', async () => {
    const api = buildBookingApp(handle);
    const { authority } = await startedPayment(api);
    await sandboxBankAction(handle.db, authority, 'pay');

    await reconcilePayments(handle.db, sandboxProvider(handle.db), api.clock());

    expect(await statusOf(authority)).toEqual({ payment: 'verified', booking: 'confirmed' });
  });

  it('leaves a payment at the bank alone for 30 minutes, then marks it failed; a late capture still settles', async () => {
    const api = buildBookingApp(handle);
    const provider = sandboxProvider(handle.db);
    const { authority } = await startedPayment(api);

    api.clock.advance(5 * 60);
    await reconcilePayments(handle.db, provider, api.clock());
    expect(await statusOf(authority)).toEqual({ payment: 'pending', booking: 'pending_payment' });

    api.clock.advance(26 * 60);
    await reconcilePayments(handle.db, provider, api.clock());
    expect((await statusOf(authority))?.payment).toBe('failed');

    // The sweep expires the hold (15 minutes) as it does before each reconciliation; then the buyer pays late.
    await expireHolds(handle.db, api.clock());
    await sandboxBankAction(handle.db, authority, 'pay');
    await reconcilePayments(handle.db, provider, api.clock());
    // No account: the money goes back to the card.
    expect(await statusOf(authority)).toEqual({ payment: 'reversed', booking: 'expired' });
  });

  it('asks the bank about a pending payment only once it is as old as the setting says (2 minutes by default)', async () => {
    const api = buildBookingApp(handle);
    // A bank whose list of captures missed this one: only the inquiry can find it.
    const provider = { ...sandboxProvider(handle.db), unverified: async () => [] };
    const { authority } = await startedPayment(api);
    await sandboxBankAction(handle.db, authority, 'pay');
    api.clock.advance(30);

    await reconcilePayments(handle.db, provider, api.clock());
    expect((await statusOf(authority))?.payment).toBe('pending');

    await reconcilePayments(handle.db, provider, api.clock(), 20_000);
    expect(await statusOf(authority)).toEqual({ payment: 'verified', booking: 'confirmed' });
  });
});
