import { cancellationPolicySchema } from '../api/cancellation-policy';
import { DEFAULT_CANCELLATION_POLICY, describeCancellationPolicy } from './cancellation-policy';

describe('describeCancellationPolicy', () => {
  it('writes a hotel policy in the words the hotel pages have shown', () => {
    const text = describeCancellationPolicy({
      tiers: [
        { minDaysBefore: 7, percent: 30, of: 'firstNight' },
        { minDaysBefore: 0, percent: 100, of: 'firstNight' },
      ],
      holidays: { percent: 100, of: 'firstNight', days: 'nowruzAndOfficial' },
    });
    expect(text).toBe(
      'لغو رزرو تا ۷ روز پیش از ورود با کسر ۳۰ درصد از مبلغ شب اول انجام می‌شود. ' +
        'پس از آن و در صورت عدم حضور، مبلغ شب اول به‌طور کامل کسر می‌شود. ' +
        'در ایام نوروز و تعطیلات رسمی، هزینه شب اول در هر زمانی از لغو قابل استرداد نیست.',
    );
  });

  it('writes every step of the site-wide scale', () => {
    expect(describeCancellationPolicy(DEFAULT_CANCELLATION_POLICY)).toBe(
      'لغو رزرو تا ۲۰ روز پیش از ورود بدون جریمه انجام می‌شود. ' +
        'پس از آن تا ۱۱ روز پیش از ورود، ۲۰ درصد از مبلغ شب اول کسر می‌شود. ' +
        'پس از آن تا ۶ روز پیش از ورود، ۳۰ درصد از مبلغ شب اول کسر می‌شود. ' +
        'پس از آن تا ۲ روز پیش از ورود، ۵۰ درصد از مبلغ شب اول کسر می‌شود. ' +
        'پس از آن و در صورت عدم حضور، ۷۰ درصد از مبلغ شب اول کسر می‌شود. ' +
        'در ایام نوروز، هزینه شب اول در هر زمانی از لغو قابل استرداد نیست.',
    );
  });
});

describe('cancellationPolicySchema', () => {
  it('refuses tiers out of order or without a last one from 0 days', () => {
    const tier = (minDaysBefore: number) => ({ minDaysBefore, percent: 10, of: 'firstNight' });
    expect(
      cancellationPolicySchema.safeParse({ tiers: [tier(3), tier(5), tier(0)], holidays: null }).success,
    ).toBe(false);
    expect(cancellationPolicySchema.safeParse({ tiers: [tier(3)], holidays: null }).success).toBe(false);
    expect(cancellationPolicySchema.safeParse({ tiers: [tier(3), tier(0)], holidays: null }).success).toBe(
      true,
    );
  });
});
