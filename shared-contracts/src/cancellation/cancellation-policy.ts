// A hotel's cancellation policy as data: ordered days-before thresholds, each keeping a share of the first
// night or of the whole stay, and what a stay on Nowruz or an official holiday keeps however early. The text the
// hotel page and the voucher show is written from it (describeCancellationPolicy), so the words and the charge
// (quoteCancellation) cannot drift. Hotels without their own use the site-wide scale of /cancellation-rules.
import { toPersianDigits } from '../text/digits';

/** A charge: a percent of the first night's price of each room, or of each room's whole stay. */
export interface CancellationCharge {
  percent: number;
  of: 'firstNight' | 'stay';
}

/** From this many days before check-in on (until the next tier starts), this charge applies. */
export interface CancellationTier extends CancellationCharge {
  minDaysBefore: number;
}

/** The policy as data; its schema (with the rules a policy keeps) is api/cancellation-policy.ts. */
export interface CancellationPolicy {
  /** From the most days before check-in to the fewest; the last starts at 0. */
  tiers: CancellationTier[];
  /** A stay with a night in these days keeps at least this, however early it is cancelled; null when none. */
  holidays: (CancellationCharge & { days: 'nowruz' | 'nowruzAndOfficial' }) | null;
}

/**
 * The site-wide scale (/cancellation-rules), for hotels with no policy of their own: 20 days or more nothing;
 * 11-19 days 20 % of the first night; 6-10 days 30 %; 2-5 days 50 %; under 48 hours 70 %; Nowruz stays keep
 * the first night.
 */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  tiers: [
    { minDaysBefore: 20, percent: 0, of: 'firstNight' },
    { minDaysBefore: 11, percent: 20, of: 'firstNight' },
    { minDaysBefore: 6, percent: 30, of: 'firstNight' },
    { minDaysBefore: 2, percent: 50, of: 'firstNight' },
    { minDaysBefore: 0, percent: 70, of: 'firstNight' },
  ],
  holidays: { percent: 100, of: 'firstNight', days: 'nowruz' },
};

const BASE = { firstNight: 'شب اول', stay: 'کل اقامت' } as const;
const HOLIDAY_DAYS = { nowruz: 'نوروز', nowruzAndOfficial: 'نوروز و تعطیلات رسمی' } as const;

/** «۳۰ درصد از مبلغ شب اول», «مبلغ شب اول به‌طور کامل». */
const amountOf = ({ percent, of }: CancellationCharge) =>
  percent === 100 ? `مبلغ ${BASE[of]} به‌طور کامل` : `${percent} درصد از مبلغ ${BASE[of]}`;

const withCharge = (charge: CancellationCharge) =>
  charge.percent === 0 ? 'بدون جریمه' : `با کسر ${amountOf(charge)}`;

function tierSentence(tier: CancellationTier, index: number, count: number): string {
  if (index === 0 && tier.minDaysBefore === 0) return `لغو رزرو ${withCharge(tier)} انجام می‌شود.`;
  if (index === 0)
    return `لغو رزرو تا ${tier.minDaysBefore} روز پیش از ورود ${withCharge(tier)} انجام می‌شود.`;
  const kept = tier.percent === 0 ? 'جریمه‌ای کسر نمی‌شود' : `${amountOf(tier)} کسر می‌شود`;
  if (index === count - 1) return `پس از آن و در صورت عدم حضور، ${kept}.`;
  return `پس از آن تا ${tier.minDaysBefore} روز پیش از ورود، ${kept}.`;
}

/**
 * The policy in Persian, as the hotel page, the reservation form and the voucher show it.
 * @example describeCancellationPolicy({ tiers: [{ minDaysBefore: 7, percent: 30, of: 'firstNight' },
 *   { minDaysBefore: 0, percent: 100, of: 'firstNight' }], holidays: null })
 * // → 'لغو رزرو تا ۷ روز پیش از ورود با کسر ۳۰ درصد از مبلغ شب اول انجام می‌شود. پس از آن و در صورت عدم حضور، مبلغ شب اول به‌طور کامل کسر می‌شود.'
 */
export function describeCancellationPolicy(policy: CancellationPolicy): string {
  const sentences = policy.tiers.map((tier, i) => tierSentence(tier, i, policy.tiers.length));
  const { holidays } = policy;
  if (holidays) {
    const kept =
      holidays.percent === 100
        ? `هزینه ${BASE[holidays.of]}`
        : `${holidays.percent} درصد از هزینه ${BASE[holidays.of]}`;
    sentences.push(`در ایام ${HOLIDAY_DAYS[holidays.days]}، ${kept} در هر زمانی از لغو قابل استرداد نیست.`);
  }
  return toPersianDigits(sentences.join(' '));
}
