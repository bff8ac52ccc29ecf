import '@testing-library/jest-dom';
import { WALLET_MESSAGES } from '@rahi/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { type Answer, fakeApi, holdBack, ok } from '../testing/fake-api';
import { renderPage } from '../testing/render-page';
import TransactionsPage from './TransactionsPage';

const row = (id: number, amount: number, balance: number, description: string) => ({
  id,
  at: '2026-11-21T20:31:00.000Z',
  kind: amount >= 0 ? 'credit' : 'debit',
  description,
  amount,
  balance,
});

/** The withdrawal requests and card payments the page reads beside the ledger: none unless a test says. */
const besideLedger: Record<string, Answer> = {
  '/wallet/withdrawals': ok({ items: [] }),
  '/wallet/card-payments': ok({ items: [] }),
};

describe('TransactionsPage', () => {
  it('shows each movement with its Jalali date, description, amount in or out and the balance after it', async () => {
    fakeApi({
      ...besideLedger,
      '/wallet/transactions': ok({
        items: [
          row(2, -1_000_000, 33_000_000, 'پرداخت رزرو 11112222'),
          row(1, 34_000_000, 34_000_000, 'بازگشت وجه رزرو لغوشده 12345678'),
        ],
        total: 2,
        balance: 33_000_000,
        points: 40,
      }),
    });
    renderPage(<TransactionsPage />, '/profile/transactions');

    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('۳٬۳۰۰٬۰۰۰ تومان');
    const table = screen.getByRole('table', { name: 'تراکنش‌های کیف پول' });
    const [debit, credit] = within(table).getAllByTestId('ledger-row');
    expect(credit).toHaveTextContent('۱۴۰۵/۰۹/۰۱ ۰۰:۰۱');
    expect(
      within(credit as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '۱۴۰۵/۰۹/۰۱ ۰۰:۰۱',
      'بازگشت وجه رزرو لغوشده ۱۲۳۴۵۶۷۸',
      '۳٬۴۰۰٬۰۰۰ تومان',
      '',
      '۳٬۴۰۰٬۰۰۰ تومان',
    ]);
    expect(
      within(debit as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['۱۴۰۵/۰۹/۰۱ ۰۰:۰۱', 'پرداخت رزرو ۱۱۱۱۲۲۲۲', '', '۱۰۰٬۰۰۰ تومان', '۳٬۳۰۰٬۰۰۰ تومان']);
  });

  it('pages by 20 with the page in the address', async () => {
    const items = Array.from({ length: 20 }, (_, index) => row(45 - index, 10_000, 100_000, `ردیف ${index}`));
    const sent = fakeApi({
      ...besideLedger,
      '/wallet/transactions': ok({ items, total: 45, balance: 100_000, points: 0 }),
      '/wallet/transactions?page=3': ok({ items: items.slice(0, 5), total: 45, balance: 100_000, points: 0 }),
    });
    const { user } = renderPage(<TransactionsPage />, '/profile/transactions');

    await user.click(await screen.findByRole('button', { name: 'صفحه ۳' }));

    expect(await screen.findByRole('button', { name: 'صفحه ۳ (صفحه فعلی)' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'نشانی فعلی' })).toHaveTextContent(
      '/profile/transactions?page=3',
    );
    expect(
      sent.map((call) => call.endPoint).filter((path) => path.startsWith('/wallet/transactions')),
    ).toEqual(['/wallet/transactions', '/wallet/transactions?page=3']);
  });

  it('says so when the wallet has no movement yet', async () => {
    fakeApi({ ...besideLedger, '/wallet/transactions': ok({ items: [], total: 0, balance: 0, points: 0 }) });
    renderPage(<TransactionsPage />, '/profile/transactions');

    expect(await screen.findByText('هنوز تراکنشی در کیف پول شما ثبت نشده است.')).toBeInTheDocument();
  });

  it('asks for a withdrawal in Toman to a Sheba, sends Rial, and lists it as waiting for payment', async () => {
    const pending = {
      id: 7,
      at: '2026-11-21T20:31:00.000Z',
      amount: 2_000_000,
      sheba: 'IR820540102680020817909002',
      status: 'pending',
    };
    let requested = false;
    const sent = fakeApi({
      '/wallet/transactions': ok({ items: [], total: 0, balance: 5_000_000, points: 0 }),
      '/wallet/withdrawals': () => ok({ items: requested ? [pending] : [] }),
      'POST /wallet/withdrawals': () => {
        requested = true;
        return {
          status: 201,
          meta: { status: true, message: WALLET_MESSAGES.withdrawalRequested },
          data: {},
        };
      },
      '/wallet/card-payments': ok({ items: [] }),
    });
    const { user } = renderPage(<TransactionsPage />, '/profile/transactions');

    expect(await screen.findByTestId('withdrawal-note')).toHaveTextContent('در انتظار پرداخت');
    const form = screen.getByRole('form', { name: 'درخواست برداشت از کیف پول' });
    await user.type(within(form).getByLabelText('مبلغ (تومان)'), '۶۰۰۰۰۰');
    await user.type(within(form).getByLabelText('شماره شبا'), 'IR820540102680020817909003');
    await user.click(within(form).getByRole('button', { name: 'ثبت درخواست برداشت' }));
    expect(await within(form).findByText(WALLET_MESSAGES.amountAboveBalance)).toBeVisible();
    expect(within(form).getByText(WALLET_MESSAGES.shebaInvalid)).toBeVisible();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('مبلغ (تومان)'));
    await user.type(within(form).getByLabelText('مبلغ (تومان)'), '۲۰۰٬۰۰۰');
    await user.clear(within(form).getByLabelText('شماره شبا'));
    await user.type(within(form).getByLabelText('شماره شبا'), 'IR82 0540 1026 8002 0817 9090 02');
    await user.click(within(form).getByRole('button', { name: 'ثبت درخواست برداشت' }));

    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
        amount: 2_000_000,
        sheba: 'IR820540102680020817909002',
      }),
    );
    const [listed] = await screen.findAllByTestId('withdrawal-row');
    expect(listed).toHaveTextContent('۲۰۰٬۰۰۰ تومان');
    expect(listed).toHaveTextContent('IR82 0540 1026 8002 0817 9090 02');
    expect(listed).toHaveTextContent(WALLET_MESSAGES.statusPending);
  });

  it("lists the traveller's card payments beside the wallet's movements", async () => {
    fakeApi({
      ...besideLedger,
      '/wallet/transactions': ok({ items: [], total: 0, balance: 0, points: 0 }),
      '/wallet/card-payments': ok({
        items: [
          {
            id: 3,
            at: '2026-11-21T20:31:00.000Z',
            reserveId: '12345678',
            hotelName: 'هتل آزادی',
            amount: 34_000_000,
            status: 'verified',
            cardPan: '603799******1234',
            refId: '900',
          },
        ],
      }),
    });
    renderPage(<TransactionsPage />, '/profile/transactions');

    const [payment] = await screen.findAllByTestId('card-payment-row');
    expect(payment).toHaveTextContent('پرداخت رزرو ۱۲۳۴۵۶۷۸، هتل آزادی');
    expect(payment).toHaveTextContent('۳٬۴۰۰٬۰۰۰ تومان');
    expect(payment).toHaveTextContent('۶۰۳۷۹۹******۱۲۳۴');
    expect(payment).toHaveTextContent('۱۴۰۵/۰۹/۰۱');
  });

  it('draws the card payments below the wallet only once the wallet is drawn, so nothing above them moves them', async () => {
    fakeApi({ ...besideLedger, '/wallet/transactions': ok({ items: [], total: 0, balance: 0, points: 0 }) });
    const answerLedger = holdBack('/wallet/transactions');
    renderPage(<TransactionsPage />, '/profile/transactions');

    expect(await screen.findByRole('status', { name: 'در حال بارگذاری…' })).toBeInTheDocument();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('heading', { name: 'پرداخت‌های کارتی' })).toBeNull();

    answerLedger();
    expect(await screen.findByRole('heading', { name: 'پرداخت‌های کارتی' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'برداشت به حساب بانکی' })).toBeInTheDocument();
  });
});
