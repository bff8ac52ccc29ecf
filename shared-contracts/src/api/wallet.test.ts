import { WALLET_MESSAGES } from '../messages/wallet-messages';
import { withdrawalBodySchema, withdrawalFormSchema } from './wallet';

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

describe('withdrawalFormSchema', () => {
  const SHEBA = 'IR820540102680020817909002';

  it('reads the amount in Toman as typed, with Persian digits and separators, into Rial', () => {
    expect(withdrawalFormSchema(50_000_000).parse({ amount: '۱٬۰۰۰٬۰۰۰', sheba: SHEBA })).toEqual({
      amount: 10_000_000,
      sheba: SHEBA,
    });
  });

  it('says an empty amount is required, and refuses more than the balance', () => {
    const messages = (amount: string) => {
      const result = withdrawalFormSchema(10_000_000).safeParse({ amount, sheba: SHEBA });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages('')).toEqual([WALLET_MESSAGES.amountRequired]);
    expect(messages('1000001')).toEqual([WALLET_MESSAGES.amountAboveBalance]);
    expect(messages('۱۲.۵')).toEqual([WALLET_MESSAGES.amountInvalid]);
    expect(messages('1000000')).toEqual([]);
  });
});
