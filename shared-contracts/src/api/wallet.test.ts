import { WALLET_MESSAGES } from '../messages/wallet-messages';
import { withdrawalBodySchema } from './wallet';

const messagesOf = (body: unknown) => {
  const result = withdrawalBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('withdrawalBodySchema', () => {
  it('takes a Sheba as typed, with Persian digits and spaces, in its electronic form', () => {
    expect(
      withdrawalBodySchema.parse({ amount: 1_000_000, sheba: 'IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲' }),
    ).toEqual({ amount: 1_000_000, sheba: 'IR820540102680020817909002' });
  });

  it('refuses a Sheba whose check digits do not hold, in Persian', () => {
    expect(messagesOf({ amount: 1_000_000, sheba: 'IR820540102680020817909003' })).toEqual([
      WALLET_MESSAGES.shebaInvalid,
    ]);
    expect(messagesOf({ amount: 1_000_000, sheba: ' ' })).toEqual([WALLET_MESSAGES.shebaRequired]);
  });

  it('refuses an amount of zero, a negative or a fraction', () => {
    for (const amount of [0, -10, 12.5])
      expect(messagesOf({ amount, sheba: 'IR820540102680020817909002' })).toEqual([
        WALLET_MESSAGES.amountInvalid,
      ]);
  });
});
