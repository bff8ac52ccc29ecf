import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { fakeApi, ok } from '../testing/fake-api';
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

describe('TransactionsPage', () => {
  it('shows each movement with its Jalali date, description, amount in or out and the balance after it', async () => {
    fakeApi({
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
      '/wallet/transactions': ok({ items, total: 45, balance: 100_000, points: 0 }),
      '/wallet/transactions?page=3': ok({ items: items.slice(0, 5), total: 45, balance: 100_000, points: 0 }),
    });
    const { user } = renderPage(<TransactionsPage />, '/profile/transactions');

    await user.click(await screen.findByRole('button', { name: 'صفحه ۳' }));

    expect(await screen.findByRole('button', { name: 'صفحه ۳ (صفحه فعلی)' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'نشانی فعلی' })).toHaveTextContent(
      '/profile/transactions?page=3',
    );
    expect(sent.map((call) => call.endPoint)).toEqual([
      '/wallet/transactions',
      '/wallet/transactions?page=3',
    ]);
  });

  it('says so when the wallet has no movement yet', async () => {
    fakeApi({ '/wallet/transactions': ok({ items: [], total: 0, balance: 0, points: 0 }) });
    renderPage(<TransactionsPage />, '/profile/transactions');

    expect(await screen.findByText('هنوز تراکنشی در کیف پول شما ثبت نشده است.')).toBeInTheDocument();
  });
});
