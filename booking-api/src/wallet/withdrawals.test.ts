// The wallet's withdrawals to a bank account and the card payments listed beside them.
import { MESSAGES, WALLET_MESSAGES } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { users, walletWithdrawals } from '../db/schema';
import {
  buildBookingApp,
  guestsFor,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';
import { addWalletEntry } from './ledger';

const SHEBA = 'IR820540102680020817909002';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);

afterAll(() => handle.close());

type Api = ReturnType<typeof buildBookingApp>;
type Traveller = Awaited<ReturnType<typeof loggedIn>>;

async function travellerWithCredit(api: Api, amount: number) {
  const traveller = await loggedIn(handle, api.clock());
  await handle.db.transaction((tx) =>
    addWalletEntry(tx, { userId: traveller.user.id, amount, reason: 'استرداد آزمایشی' }),
  );
  return traveller;
}

const walletOf = async (api: Api, traveller: Traveller) =>
  (await (await api.get('/wallet/transactions', traveller.auth)).json()).data;

describe('POST /wallet/withdrawals', () => {
  it('holds the amount at once with a ledger row and stores the request as pending', async () => {
    const api = buildBookingApp(handle);
    const traveller = await travellerWithCredit(api, 5_000_000);
    const response = await api.post(
      '/wallet/withdrawals',
      { amount: 2_000_000, sheba: 'IR82 0540 1026 8002 0817 9090 02' },
      traveller.auth,
    );
    expect(response.status).toBe(201);
    const { data, meta } = await response.json();
    expect(meta.message).toBe(WALLET_MESSAGES.withdrawalRequested);
    expect(data).toMatchObject({
      withdrawal: { amount: 2_000_000, sheba: SHEBA, status: 'pending' },
      balance: 3_000_000,
    });
    const wallet = await walletOf(api, traveller);
    expect(wallet.balance).toBe(3_000_000);
    expect(wallet.items[0]).toMatchObject({
      kind: 'debit',
      amount: -2_000_000,
      balance: 3_000_000,
      description: WALLET_MESSAGES.withdrawalReason('IR82 0540 1026 8002 0817 9090 02'),
    });
    const [user] = await handle.db.select().from(users).where(eq(users.id, traveller.user.id));
    expect(user?.credit).toBe(3_000_000);
    const listed = await (await api.get('/wallet/withdrawals', traveller.auth)).json();
    expect(listed.data.items).toEqual([data.withdrawal]);
  });

  it('refuses more than the balance, in Persian, and holds nothing', async () => {
    const api = buildBookingApp(handle);
    const traveller = await travellerWithCredit(api, 1_000_000);
    const response = await api.post(
      '/wallet/withdrawals',
      { amount: 1_000_010, sheba: SHEBA },
      traveller.auth,
    );
    expect(response.status).toBe(422);
    expect((await response.json()).meta.errors).toEqual([WALLET_MESSAGES.amountAboveBalance]);
    expect((await walletOf(api, traveller)).balance).toBe(1_000_000);
  });

  it('lets two requests at once take no more than the balance', async () => {
    const api = buildBookingApp(handle);
    const traveller = await travellerWithCredit(api, 1_000_000);
    const ask = () => api.post('/wallet/withdrawals', { amount: 700_000, sheba: SHEBA }, traveller.auth);
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    expect((await walletOf(api, traveller)).balance).toBe(300_000);
    const stored = await handle.db
      .select()
      .from(walletWithdrawals)
      .where(eq(walletWithdrawals.userId, traveller.user.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses a Sheba whose check digits do not hold, and a zero amount, in Persian', async () => {
    const api = buildBookingApp(handle);
    const traveller = await travellerWithCredit(api, 1_000_000);
    const wrongSheba = await api.post(
      '/wallet/withdrawals',
      { amount: 100_000, sheba: 'IR820540102680020817909003' },
      traveller.auth,
    );
    expect(wrongSheba.status).toBe(422);
    expect((await wrongSheba.json()).meta.errors).toEqual([WALLET_MESSAGES.shebaInvalid]);
    const zero = await api.post('/wallet/withdrawals', { amount: 0, sheba: SHEBA }, traveller.auth);
    expect(zero.status).toBe(422);
    expect((await zero.json()).meta.errors).toEqual([WALLET_MESSAGES.amountInvalid]);
  });

  it('needs a login, and lists only the caller’s own requests', async () => {
    const api = buildBookingApp(handle);
    const response = await api.post('/wallet/withdrawals', { amount: 100_000, sheba: SHEBA });
    expect(response.status).toBe(401);
    expect((await response.json()).meta.errors).toEqual([MESSAGES.authNotLoggedIn]);
    const owner = await travellerWithCredit(api, 1_000_000);
    await api.post('/wallet/withdrawals', { amount: 100_000, sheba: SHEBA }, owner.auth);
    const other = await loggedIn(handle, api.clock());
    const listed = await (await api.get('/wallet/withdrawals', other.auth)).json();
    expect(listed.data.items).toEqual([]);
    expect((await api.get('/wallet/withdrawals')).status).toBe(401);
  });
});

describe('GET /wallet/card-payments', () => {
  it("lists the caller's verified card payments, not another traveller's", async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const created = await (
      await api.post(
        '/bookings',
        { reservationId, booker: { mobile: traveller.mobile }, guests: guestsFor(1) },
        traveller.auth,
      )
    ).json();
    const { reserveId } = created.data;
    const started = await (
      await api.post(`/bookings/${reserveId}/payments`, { mobile: traveller.mobile })
    ).json();
    const pressed = await api.app.request(started.data.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    const back = new URL(pressed.headers.get('location') ?? '', 'http://rahi.test');
    await api.post('/payments/verify', {
      authority: back.searchParams.get('Authority'),
      status: back.searchParams.get('Status'),
    });

    const mine = await (await api.get('/wallet/card-payments', traveller.auth)).json();
    expect(mine.data.items).toHaveLength(1);
    expect(mine.data.items[0]).toMatchObject({
      reserveId,
      amount: created.data.amounts.toPay,
      status: 'verified',
    });
    const other = await loggedIn(handle, api.clock());
    expect((await (await api.get('/wallet/card-payments', other.auth)).json()).data.items).toEqual([]);
    expect((await api.get('/wallet/card-payments')).status).toBe(401);
  });
});
