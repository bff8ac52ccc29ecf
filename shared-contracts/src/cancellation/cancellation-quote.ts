// What cancelling a booking costs (issue 16, domain-facts.md "Cancellation"): a per-room penalty, a share of
// one night's price by how many days are left before check-in, taken from the money paid; the rest is refunded
// to the wallet. Pure, so the profile page shows exactly what booking-api will refund.
import { calendarPartsOf } from '../calendar/calendar-system';
import { addDays, daysBetween } from '../dates/tehran-date';

/** From `minDaysBefore` days before check-in on, `percentOfNight` % of one night is kept per room. */
export interface CancellationTier {
  minDaysBefore: number;
  percentOfNight: number;
}

export interface CancellationScale {
  /** Ordered from the most days before check-in to the fewest; the last should start at 0. */
  tiers: readonly CancellationTier[];
  /** A stay with a night in Nowruz (1-13 Farvardin) keeps one whole night per room, however early. */
  nowruzKeepsFirstNight: boolean;
}

/**
 * The official-style scale: 20 days or more nothing; 11-19 days 20 % of one night; 6-10 days 30 %;
 * 2-5 days 50 %; under 48 hours 70 %; Nowruz stays keep the first night.
 */
export const MINISTRY_CANCELLATION_SCALE: CancellationScale = {
  tiers: [
    { minDaysBefore: 20, percentOfNight: 0 },
    { minDaysBefore: 11, percentOfNight: 20 },
    { minDaysBefore: 6, percentOfNight: 30 },
    { minDaysBefore: 2, percentOfNight: 50 },
    { minDaysBefore: 0, percentOfNight: 70 },
  ],
  nowruzKeepsFirstNight: true,
};

/** Whether the Gregorian date falls in Nowruz, 1-13 Farvardin. */
export function isNowruzDate(iso: string): boolean {
  const jalali = calendarPartsOf(iso, 'fa');
  return jalali !== null && jalali.month === 1 && jalali.day <= 13;
}

export interface CancellationInput {
  checkin: string;
  nights: number;
  /** Today in Tehran (todayInTehran()). */
  today: string;
  /** Each room's price for the whole stay, as charged (Rial). */
  roomPrices: readonly number[];
  /** Money the traveller paid for it: the bank payment plus the wallet credit used (Rial). */
  paid: number;
  scale?: CancellationScale;
}

export type CancellationQuote =
  | {
      allowed: true;
      daysBefore: number;
      percentOfNight: number;
      nowruz: boolean;
      penalty: number;
      refund: number;
    }
  | { allowed: false; reason: 'started'; daysBefore: number };

/**
 * The penalty and refund of cancelling now. Not allowed on or after the check-in day.
 * @example
 * quoteCancellation({ checkin: '2026-06-20', nights: 2, today: '2026-06-12', roomPrices: [20_000_000], paid: 20_000_000 })
 * // → { allowed: true, daysBefore: 8, percentOfNight: 30, penalty: 3_000_000, refund: 17_000_000, nowruz: false }
 */
export function quoteCancellation(input: CancellationInput): CancellationQuote {
  const scale = input.scale ?? MINISTRY_CANCELLATION_SCALE;
  const daysBefore = daysBetween(input.today, input.checkin);
  if (daysBefore <= 0) return { allowed: false, reason: 'started', daysBefore };
  const tier = scale.tiers.find((step) => daysBefore >= step.minDaysBefore);
  const nights = Array.from({ length: input.nights }, (_, index) => addDays(input.checkin, index));
  const nowruz = scale.nowruzKeepsFirstNight && nights.some(isNowruzDate);
  const percentOfNight = nowruz ? 100 : (tier?.percentOfNight ?? 100);
  const perRoom = input.roomPrices.map((price) =>
    Math.round((price / input.nights) * (percentOfNight / 100)),
  );
  const penalty = Math.min(
    input.paid,
    perRoom.reduce((sum, part) => sum + part, 0),
  );
  return { allowed: true, daysBefore, percentOfNight, nowruz, penalty, refund: input.paid - penalty };
}
