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
    expect(outlook).toEqual({
      cancellable: true,
      penaltyNow: 0,
      until: '2026-06-10',
      rises: true,
      holiday: false,
    });
    expect(describeCancellationOutlook(outlook)).toBe(
      'لغو رایگان تا پایان چهارشنبه ۲۰ خرداد ۱۴۰۵؛ پس از آن با جریمه.',
    );
  });

  it("gives the cheapest charge of a hotel's policy and the last day it holds", () => {
    const outlook = cancellationOutlook({ ...stay, policy, today: '2026-06-16' });
    expect(outlook).toEqual({
      cancellable: true,
      penaltyNow: 3_000_000,
      until: '2026-06-23',
      rises: true,
      holiday: false,
    });
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
      holiday: false,
    });
  });

  it('says when the holiday rule sets the charge, so it is not read as the first steps of the policy', () => {
    // 27 Rajab 1448 (Mab'ath, an official holiday) is 2027-01-05: the stay's last night is the night before it.
    const holidays: CancellationPolicy = {
      tiers: [
        { minDaysBefore: 1, percent: 10, of: 'firstNight' },
        { minDaysBefore: 0, percent: 100, of: 'firstNight' },
      ],
      holidays: { percent: 100, of: 'firstNight', days: 'nowruzAndOfficial' },
    };
    const outlook = cancellationOutlook({
      ...stay,
      checkin: '2027-01-03',
      policy: holidays,
      today: '2026-12-03',
    });
    expect(outlook).toEqual({
      cancellable: true,
      penaltyNow: 10_000_000,
      until: '2027-01-02',
      rises: false,
      holiday: true,
    });
    expect(describeCancellationOutlook(outlook)).toBe(
      'هزینه لغو اکنون ۱٬۰۰۰٬۰۰۰ تومان (قانون لغو هتل در ایام تعطیلات)، تا پایان شنبه ۱۲ دی ۱۴۰۵ که آخرین روز لغو است.',
    );
    // The same stay a week earlier has no holiday night: the policy's first step.
    const plain = cancellationOutlook({
      ...stay,
      checkin: '2026-12-27',
      policy: holidays,
      today: '2026-12-03',
    });
    expect(plain).toMatchObject({ penaltyNow: 1_000_000, holiday: false });
  });

  it('cannot be cancelled from the check-in day', () => {
    expect(cancellationOutlook({ ...stay, today: '2026-06-30' })).toEqual({ cancellable: false });
  });
});
