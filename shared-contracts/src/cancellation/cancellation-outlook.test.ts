import { cancellationOutlook, describeCancellationOutlook } from './cancellation-outlook';
import type { CancellationPolicy } from './cancellation-policy';

const stay = {
  checkin: '2026-06-30',
  nights: 2,
  rooms: [{ firstNight: 10_000_000, stay: 20_000_000 }],
  paid: 20_000_000,
};
const policy: CancellationPolicy = {
  tiers: [
    { minDaysBefore: 7, percent: 30, of: 'firstNight' },
    { minDaysBefore: 0, percent: 100, of: 'firstNight' },
  ],
  holidays: null,
};

describe('cancellationOutlook', () => {
  it('is free until the last day of the free step on the site-wide scale', () => {
    const outlook = cancellationOutlook({ ...stay, today: '2026-06-01' });
    expect(outlook).toEqual({ cancellable: true, penaltyNow: 0, until: '2026-06-10', rises: true });
    expect(describeCancellationOutlook(outlook)).toBe(
      'لغو رایگان تا پایان چهارشنبه ۲۰ خرداد ۱۴۰۵؛ پس از آن با جریمه.',
    );
  });

  it("gives the cheapest charge of a hotel's policy and the last day it holds", () => {
    const outlook = cancellationOutlook({ ...stay, policy, today: '2026-06-16' });
    expect(outlook).toEqual({ cancellable: true, penaltyNow: 3_000_000, until: '2026-06-23', rises: true });
    expect(describeCancellationOutlook(outlook)).toBe(
      'هزینه لغو اکنون ۳۰۰٬۰۰۰ تومان، همین مبلغ تا پایان سه‌شنبه ۲ تیر ۱۴۰۵؛ پس از آن بیشتر.',
    );
  });

  it('holds to the day before check-in once the last step is reached', () => {
    expect(cancellationOutlook({ ...stay, policy, today: '2026-06-27' })).toEqual({
      cancellable: true,
      penaltyNow: 10_000_000,
      until: '2026-06-29',
      rises: false,
    });
  });

  it('cannot be cancelled from the check-in day', () => {
    expect(cancellationOutlook({ ...stay, today: '2026-06-30' })).toEqual({ cancellable: false });
  });
});
