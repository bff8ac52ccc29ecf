import { describeRefund } from './refund-text';

describe('describeRefund', () => {
  it('says the amount and that it went to the wallet', () => {
    expect(describeRefund({ amount: 12_340_000, destination: 'wallet', cardPan: null, status: 'done' })).toBe(
      '۱٬۲۳۴٬۰۰۰ تومان به کیف پول شما بازگشت.',
    );
  });

  it('names the card, reading left to right, and says whether it is paid out yet', () => {
    const card = { amount: 5_000_000, destination: 'card' as const, cardPan: '603799******1234' };
    expect(describeRefund({ ...card, status: 'pending' })).toBe(
      '۵۰۰٬۰۰۰ تومان به کارت \u2066۶۰۳۷۹۹******۱۲۳۴\u2069 بازگردانده می‌شود (در حال واریز).',
    );
    expect(describeRefund({ ...card, status: 'done', cardPan: null })).toBe(
      '۵۰۰٬۰۰۰ تومان به کارت پرداخت‌کننده واریز شد.',
    );
  });

  it('says plainly when nothing came back', () => {
    expect(describeRefund(null)).toBe('مبلغی بازگردانده نشد.');
  });
});
