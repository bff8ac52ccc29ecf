// What cancelling a booking costs: the hotel's policy (cancellation-policy.ts) applied per room, by how many days
// are left before check-in, taken from the money paid; the rest is refunded. Pure, so the reservation page, the
// voucher and the profile show exactly what booking-api charges.

import { isNowruzDay, isOfficialHoliday } from '../calendar/official-holidays';
import { addDays, daysBetween } from '../dates/tehran-date';
import {
  type CancellationCharge,
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
} from './cancellation-policy';

/** Whether the Gregorian date falls in Nowruz, 1-13 Farvardin. */
export const isNowruzDate = isNowruzDay;

/** A room's prices as charged (Rial): its first night, and its whole stay. */
export interface CancellationRoom {
  firstNight: number;
  stay: number;
}

export interface CancellationInput {
  checkin: string;
  nights: number;
  /** Today in Tehran (todayInTehran()). */
  today: string;
  rooms: readonly CancellationRoom[];
  /** Money the traveller paid for it: the bank payment plus the wallet credit used (Rial). */
  paid: number;
  /** The hotel's policy; the site-wide default when it has none. */
  policy?: CancellationPolicy | null;
}

export type CancellationQuote =
  | {
      allowed: true;
      daysBefore: number;
      /** The share kept per room, and of what. */
      percent: number;
      of: CancellationCharge['of'];
      /** Whether the holiday rule set the charge. */
      holiday: boolean;
      penalty: number;
      refund: number;
    }
  | { allowed: false; reason: 'started'; daysBefore: number };

/** Whether a night of the stay is in the holiday days of the rule (a night before a holiday counts too). */
function stayHasHoliday(checkin: string, nights: number, days: 'nowruz' | 'nowruzAndOfficial'): boolean {
  return Array.from({ length: nights }, (_, i) => addDays(checkin, i)).some(
    (night) =>
      isNowruzDay(night) ||
      (days === 'nowruzAndOfficial' && (isOfficialHoliday(night) || isOfficialHoliday(addDays(night, 1)))),
  );
}

const chargeOf = (rooms: readonly CancellationRoom[], { percent, of }: CancellationCharge) =>
  rooms.reduce((sum, room) => sum + Math.round(room[of] * (percent / 100)), 0);

/** The policy's charge for cancelling `daysBefore` days before check-in (before the holiday rule). */
export function tierFor(policy: CancellationPolicy, daysBefore: number): CancellationCharge {
  const tier = policy.tiers.find((step) => daysBefore >= step.minDaysBefore) ?? policy.tiers.at(-1);
  return tier ?? { percent: 100, of: 'stay' };
}

/**
 * The penalty and refund of cancelling now. Not allowed on or after the check-in day.
 * @example
 * quoteCancellation({ checkin: '2026-06-20', nights: 2, today: '2026-06-12',
 *   rooms: [{ firstNight: 10_000_000, stay: 20_000_000 }], paid: 20_000_000 })
 * // → { allowed: true, daysBefore: 8, percent: 30, of: 'firstNight', holiday: false, penalty: 3_000_000, refund: 17_000_000 }
 */
export function quoteCancellation(input: CancellationInput): CancellationQuote {
  const policy = input.policy ?? DEFAULT_CANCELLATION_POLICY;
  const daysBefore = daysBetween(input.today, input.checkin);
  if (daysBefore <= 0) return { allowed: false, reason: 'started', daysBefore };
  let charge = tierFor(policy, daysBefore);
  let holiday = false;
  const rule = policy.holidays;
  if (rule && stayHasHoliday(input.checkin, input.nights, rule.days)) {
    // The holiday rule keeps at least its share; a later tier that keeps more still applies.
    if (chargeOf(input.rooms, rule) >= chargeOf(input.rooms, charge)) {
      charge = { percent: rule.percent, of: rule.of };
      holiday = true;
    }
  }
  const penalty = Math.min(input.paid, chargeOf(input.rooms, charge));
  return {
    allowed: true,
    daysBefore,
    percent: charge.percent,
    of: charge.of,
    holiday,
    penalty,
    refund: input.paid - penalty,
  };
}
