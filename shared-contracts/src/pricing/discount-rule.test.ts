import { describeDiscountRule } from './discount-rule';

describe('describeDiscountRule', () => {
  it('says a capped percent with its cap in toman', () => {
    expect(describeDiscountRule({ percent: 10, maxAmount: 5_000_000, fixedAmount: null })).toBe(
      '۱۰٪ تا سقف ۵۰۰٬۰۰۰ تومان',
    );
  });

  it('says a percent without a cap alone', () => {
    expect(describeDiscountRule({ percent: 5, maxAmount: null, fixedAmount: null })).toBe('۵٪');
  });

  it('says a fixed amount in toman', () => {
    expect(describeDiscountRule({ percent: null, maxAmount: null, fixedAmount: 2_000_000 })).toBe(
      '۲۰۰٬۰۰۰ تومان',
    );
  });
});
