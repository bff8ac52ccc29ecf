// How a cancelled booking's refund reads wherever the traveller looks it up (the profile's bookings, the booking
// view, /reserve-status): the amount and where it went, in Persian with Persian digits.
import { tomanOf, toPersianDigits } from '../text/digits';
import { isolateLtr } from '../text/isolate';

export interface RefundFacts {
  amount: number;
  destination: 'wallet' | 'card';
  /** The masked card of the payment, for a refund to the card. */
  cardPan: string | null;
  /** 'done' once in the wallet or paid out; 'pending' while on its way to the card. */
  status: 'done' | 'pending';
}

/**
 * @example describeRefund({ amount: 12_340_000, destination: 'wallet', cardPan: null, status: 'done' })
 * // → '۱٬۲۳۴٬۰۰۰ تومان به کیف پول شما بازگشت.'
 * @example describeRefund({ amount: 12_340_000, destination: 'card', cardPan: '603799******1234', status: 'pending' })
 * // → '۱٬۲۳۴٬۰۰۰ تومان به کارت ⁦۶۰۳۷۹۹******۱۲۳۴⁩ بازگردانده می‌شود (در حال واریز).'
 */
export function describeRefund(refund: RefundFacts | null): string {
  if (!refund) return 'مبلغی بازگردانده نشد.';
  const amount = tomanOf(refund.amount);
  if (refund.destination === 'wallet') return `${amount} به کیف پول شما بازگشت.`;
  const card = refund.cardPan ? `کارت ${isolateLtr(toPersianDigits(refund.cardPan))}` : 'کارت پرداخت‌کننده';
  return refund.status === 'done'
    ? `${amount} به ${card} واریز شد.`
    : `${amount} به ${card} بازگردانده می‌شود (در حال واریز).`;
}
