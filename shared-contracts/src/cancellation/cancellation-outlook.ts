// The one line a traveller reads before paying, and again on the voucher: what cancelling would cost now, and
// until which day that stays so (free, or the cheapest it will be). Made from quoteCancellation, so it is the
// charge booking-api will take on that day.
import { formatDayLabel } from '../calendar/format-calendar-date';
import { addDays, daysBetween } from '../dates/tehran-date';
import { tomanOf } from '../text/digits';
import { type CancellationInput, type CancellationRoom, quoteCancellation } from './cancellation-quote';

/** A booked room as charged: its price for the stay and, when kept, its price lines. */
interface ChargedRoom {
  customerPrice: number;
  priceLines?: readonly { kind: string; customerPrice: number }[];
}

/**
 * The rooms of a booking as the policy reads them: the first night is the room's first night line as charged,
 * else (a booking made before the lines were kept) its even share of the stay.
 */
export function chargedCancellationRooms(rooms: readonly ChargedRoom[], nights: number): CancellationRoom[] {
  return rooms.map((room) => ({
    firstNight:
      room.priceLines?.find((line) => line.kind === 'night')?.customerPrice ??
      Math.round(room.customerPrice / nights),
    stay: room.customerPrice,
  }));
}

export type CancellationOutlook =
  | {
      cancellable: true;
      /** The penalty of cancelling today (Rial). */
      penaltyNow: number;
      /** The last day (Tehran) on which cancelling still costs `penaltyNow`. */
      until: string;
      /** Whether cancelling after `until` costs more (false when `until` is the last day to cancel). */
      rises: boolean;
      /** Whether the policy's holiday rule sets today's charge (the stay falls on Nowruz or an official holiday). */
      holiday: boolean;
    }
  | { cancellable: false };

/**
 * What cancelling costs from `today` on.
 * @example cancellationOutlook({ checkin: '2026-06-30', nights: 1, today: '2026-06-01',
 *   rooms: [{ firstNight: 10_000_000, stay: 10_000_000 }], paid: 10_000_000 })
 * // → { cancellable: true, penaltyNow: 0, until: '2026-06-10', rises: true, holiday: false } on the site-wide scale
 */
export function cancellationOutlook(input: CancellationInput): CancellationOutlook {
  const now = quoteCancellation(input);
  if (!now.allowed) return { cancellable: false };
  const lastDay = addDays(input.checkin, -1);
  let until = input.today;
  while (until < lastDay) {
    const next = quoteCancellation({ ...input, today: addDays(until, 1) });
    if (!next.allowed || next.penalty !== now.penalty) break;
    until = addDays(until, 1);
  }
  return {
    cancellable: true,
    penaltyNow: now.penalty,
    until,
    rises: daysBetween(until, lastDay) > 0,
    holiday: now.holiday,
  };
}

/** Why a charge is the holiday rule's: the stay falls on Nowruz or an official holiday (or the night before one). */
const HOLIDAY_RULE = 'قانون لغو هتل در ایام تعطیلات';

/**
 * The outlook in one short Persian sentence.
 * @example describeCancellationOutlook({ cancellable: true, penaltyNow: 0, until: '2026-06-10', rises: true, holiday: false })
 * // → 'لغو رایگان تا پایان چهارشنبه ۲۰ خرداد ۱۴۰۵؛ پس از آن با جریمه.'
 */
export function describeCancellationOutlook(outlook: CancellationOutlook): string {
  if (!outlook.cancellable) return 'این رزرو از روز ورود به بعد لغو نمی‌شود.';
  const day = formatDayLabel(outlook.until, 'fa');
  if (outlook.penaltyNow === 0) {
    return outlook.rises ? `لغو رایگان تا پایان ${day}؛ پس از آن با جریمه.` : `لغو رایگان تا پایان ${day}.`;
  }
  // A charge the holiday rule set says so: the policy's first steps alone would promise less.
  const cost = `هزینه لغو اکنون ${tomanOf(outlook.penaltyNow)}${outlook.holiday ? ` (${HOLIDAY_RULE})` : ''}`;
  return outlook.rises
    ? `${cost}، همین مبلغ تا پایان ${day}؛ پس از آن بیشتر.`
    : `${cost}، تا پایان ${day} که آخرین روز لغو است.`;
}
