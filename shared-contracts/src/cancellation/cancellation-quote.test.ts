import { isNowruzDate, quoteCancellation } from './cancellation-quote';

const stay = { checkin: '2026-06-30', nights: 2, roomPrices: [20_000_000, 10_000_000], paid: 30_000_000 };
const daysBefore = (days: number) => {
  const date = new Date(`${stay.checkin}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

describe('quoteCancellation on the ministry-style scale', () => {
  it.each([
    [25, 0, 0],
    [20, 0, 0],
    [19, 20, 3_000_000],
    [11, 20, 3_000_000],
    [10, 30, 4_500_000],
    [6, 30, 4_500_000],
    [5, 50, 7_500_000],
    [2, 50, 7_500_000],
    [1, 70, 10_500_000],
  ])('%i days before check-in keeps %i %% of one night per room (%i Rial)', (days, percent, penalty) => {
    const quote = quoteCancellation({ ...stay, today: daysBefore(days) });
    expect(quote).toEqual({
      allowed: true,
      daysBefore: days,
      percentOfNight: percent,
      nowruz: false,
      penalty,
      refund: 30_000_000 - penalty,
    });
  });

  it('refuses on and after the check-in day', () => {
    expect(quoteCancellation({ ...stay, today: stay.checkin })).toEqual({
      allowed: false,
      reason: 'started',
      daysBefore: 0,
    });
    expect(quoteCancellation({ ...stay, today: '2026-07-01' }).allowed).toBe(false);
  });

  it('keeps one whole night per room for a stay with a Nowruz night, however early', () => {
    const nowruz = { ...stay, checkin: '2027-03-20', today: '2026-12-01' };
    const quote = quoteCancellation(nowruz);
    expect(quote).toMatchObject({ allowed: true, nowruz: true, percentOfNight: 100, penalty: 15_000_000 });
  });

  it('never keeps more than was paid', () => {
    const quote = quoteCancellation({ ...stay, today: daysBefore(1), paid: 1_000_000 });
    expect(quote).toMatchObject({ penalty: 1_000_000, refund: 0 });
  });
});

describe('isNowruzDate', () => {
  it('is 1 to 13 Farvardin: 21 March to 2 April 2026', () => {
    expect(isNowruzDate('2026-03-20')).toBe(false);
    expect(isNowruzDate('2026-03-21')).toBe(true);
    expect(isNowruzDate('2026-04-02')).toBe(true);
    expect(isNowruzDate('2026-04-03')).toBe(false);
  });
});
