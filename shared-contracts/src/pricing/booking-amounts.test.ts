import { bookingAmounts, POINT_VALUE_RIAL } from './booking-amounts';

const base = { total: 10_000_000, hotelDiscount: 1_000_000, discount: 0, creditBalance: 0, pointsBalance: 0 };

describe('bookingAmounts', () => {
  it('charges total minus hotel discount when nothing else is used', () => {
    expect(bookingAmounts(base)).toMatchObject({ credit: 0, points: 0, pointsUsed: 0, toPay: 9_000_000 });
  });

  it('uses only the credit needed and leaves the rest in the wallet', () => {
    const amounts = bookingAmounts({ ...base, discount: 500_000, creditBalance: 20_000_000 });
    expect(amounts.credit).toBe(8_500_000);
    expect(amounts.toPay).toBe(0);
  });

  it('uses whole points after the credit, and never more than needed', () => {
    const amounts = bookingAmounts({ ...base, creditBalance: 8_995_000, pointsBalance: 50 });
    expect(amounts.pointsUsed).toBe(1);
    expect(amounts.points).toBe(POINT_VALUE_RIAL);
    expect(amounts.toPay).toBe(0);
  });

  it('uses every point when they do not cover the rest', () => {
    const amounts = bookingAmounts({ ...base, pointsBalance: 3 });
    expect(amounts).toMatchObject({ pointsUsed: 3, points: 30_000, toPay: 8_970_000 });
  });

  it('never goes below zero when the discount exceeds the price', () => {
    expect(bookingAmounts({ ...base, discount: 50_000_000, creditBalance: 10 }).toPay).toBe(0);
    expect(bookingAmounts({ ...base, discount: 50_000_000, creditBalance: 10 }).credit).toBe(0);
  });
});
