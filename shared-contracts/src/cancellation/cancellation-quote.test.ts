import type { CancellationPolicy } from './cancellation-policy';
import { isNowruzDate, quoteCancellation } from './cancellation-quote';

const stay = {
  checkin: '2026-06-30',
  nights: 2,
  rooms: [
    { firstNight: 10_000_000, stay: 20_000_000 },
    { firstNight: 5_000_000, stay: 10_000_000 },
  ],
  paid: 30_000_000,
};
const daysBefore = (days: number) => {
  const date = new Date(`${stay.checkin}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

describe('quoteCancellation on the site-wide scale (a hotel with no policy)', () => {
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
      percent,
      of: 'firstNight',
      holiday: false,
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
    expect(quote).toMatchObject({ allowed: true, holiday: true, percent: 100, penalty: 15_000_000 });
  });

  it('never keeps more than was paid', () => {
    const quote = quoteCancellation({ ...stay, today: daysBefore(1), paid: 1_000_000 });
    expect(quote).toMatchObject({ penalty: 1_000_000, refund: 0 });
  });
});

describe("quoteCancellation on a hotel's own policy", () => {
  const policy: CancellationPolicy = {
    tiers: [
      { minDaysBefore: 7, percent: 30, of: 'firstNight' },
      { minDaysBefore: 0, percent: 100, of: 'firstNight' },
    ],
    holidays: { percent: 100, of: 'firstNight', days: 'nowruzAndOfficial' },
  };

  it.each([
    [30, 4_500_000],
    [14, 4_500_000],
    [7, 4_500_000],
    [6, 15_000_000],
    [1, 15_000_000],
  ])("%i days before keeps the policy's share of each first night (%i Rial)", (days, penalty) => {
    expect(quoteCancellation({ ...stay, policy, today: daysBefore(days) })).toMatchObject({ penalty });
  });

  it('keeps a share of the whole stay when the policy says so', () => {
    const wholeStay: CancellationPolicy = {
      tiers: [{ minDaysBefore: 0, percent: 10, of: 'stay' }],
      holidays: null,
    };
    expect(quoteCancellation({ ...stay, policy: wholeStay, today: daysBefore(20) })).toMatchObject({
      percent: 10,
      of: 'stay',
      penalty: 3_000_000,
    });
  });

  it('keeps the first night of a stay on an official holiday however early (22 Bahman 1404)', () => {
    const bahman = { ...stay, checkin: '2026-02-10', today: '2025-12-01', policy };
    expect(quoteCancellation(bahman)).toMatchObject({ holiday: true, percent: 100, penalty: 15_000_000 });
    const nowruzOnly = {
      ...policy,
      holidays: { percent: 100, of: 'firstNight' as const, days: 'nowruz' as const },
    };
    expect(quoteCancellation({ ...bahman, policy: nowruzOnly })).toMatchObject({
      holiday: false,
      percent: 30,
    });
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
