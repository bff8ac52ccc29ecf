// Prices in the date picker: what a day of the calendar says (its lowest price per night, or why it cannot be
// chosen), how long a span one request may cover, and which of the visible days count as cheap.
import { tomanOf } from '../text/digits';
import { shortToman } from '../text/short-toman';

/** The most days one price-calendar request covers: two months of the picker. */
export const MAX_PRICE_CALENDAR_DAYS = 62;

/** A day with a free room ('available'), with every priced room taken ('sold_out'), or with none priced ('closed'). */
export const PRICE_DAY_STATUSES = ['available', 'sold_out', 'closed'] as const;
export type PriceDayStatus = (typeof PRICE_DAY_STATUSES)[number];

export const PRICE_CALENDAR_TEXT = {
  /** Why a day cannot be chosen, shown beside it and in its accessible name. */
  soldOut: 'ظرفیت تکمیل',
  closed: 'بسته',
  /** Drawn under a sold-out day, where the full reason does not fit. */
  soldOutShort: 'تکمیل',
  lowestPrice: 'کمترین قیمت هر شب',
  cheap: 'ارزان‌تر',
  /** Under the picker: the rule that marks the cheap days. */
  legend: 'زیر هر روز کمترین قیمت یک شب به تومان؛ سبز: یک‌سوم ارزان‌تر روزهای نمایش‌داده',
  rangeTooLong: 'بازهٔ تقویم قیمت حداکثر ۶۲ روز می‌تواند باشد.',
  rangeReversed: 'تاریخ پایان تقویم قیمت نباید پیش از تاریخ آغاز باشد.',
} as const;

/** The reason a day cannot be chosen, or null when it can. */
export function priceDayReason(status: PriceDayStatus): string | null {
  if (status === 'sold_out') return PRICE_CALENDAR_TEXT.soldOut;
  if (status === 'closed') return PRICE_CALENDAR_TEXT.closed;
  return null;
}

/**
 * The cheap days among the prices shown: those in the lowest third of the visible prices (at or below the
 * price a third of the way up the sorted list), and never when every price is the same or fewer than three
 * days have one.
 * @example cheapDays(new Map([['a', 100], ['b', 200], ['c', 300]])) // → Set { 'a' }
 */
export function cheapDays(prices: ReadonlyMap<string, number>): Set<string> {
  const sorted = [...prices.values()].sort((a, b) => a - b);
  const cheap = new Set<string>();
  if (sorted.length < 3) return cheap;
  const highest = sorted[sorted.length - 1] as number;
  const threshold = sorted[Math.floor((sorted.length - 1) / 3)] as number;
  for (const [date, price] of prices) if (price <= threshold && price < highest) cheap.add(date);
  return cheap;
}

/** What a day of the picker shows under its number and adds to its accessible name. */
export interface PriceDayNote {
  /** Drawn under the day: «۲٫۴م», «تکمیل» or «بسته». */
  text: string;
  /** Said after the day's name: the price in full and whether it is cheap, or the reason it cannot be chosen. */
  description: string;
  cheap: boolean;
  /** Sold out or closed: the day cannot be chosen. */
  blocked: boolean;
}

/**
 * A calendar day's note from its price (Rial) and status.
 * @example priceDayNote({ price: 24_000_000, status: 'available' }, true)
 * // → { text: '۲٫۴م', description: 'کمترین قیمت هر شب ۲٬۴۰۰٬۰۰۰ تومان، ارزان‌تر', cheap: true, blocked: false }
 */
export function priceDayNote(
  day: { price: number | null; status: PriceDayStatus },
  cheap: boolean,
): PriceDayNote {
  if (day.status === 'available' && day.price !== null) {
    const description = `${PRICE_CALENDAR_TEXT.lowestPrice} ${tomanOf(day.price)}`;
    return {
      text: shortToman(day.price),
      description: cheap ? `${description}، ${PRICE_CALENDAR_TEXT.cheap}` : description,
      cheap,
      blocked: false,
    };
  }
  const closed = day.status === 'closed';
  return {
    text: closed ? PRICE_CALENDAR_TEXT.closed : PRICE_CALENDAR_TEXT.soldOutShort,
    description: closed ? PRICE_CALENDAR_TEXT.closed : PRICE_CALENDAR_TEXT.soldOut,
    cheap: false,
    blocked: true,
  };
}
