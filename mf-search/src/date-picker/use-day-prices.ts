// The prices the stay picker draws under its days: asked once the picker is open and shows some months (never
// on first paint), for the days shown within the bookable window; sold-out and closed days are disabled, and the
// lowest third of the visible prices are marked cheap (cheapDays).
import {
  addDays,
  cheapDays,
  daysBetween,
  MAX_PRICE_CALENDAR_DAYS,
  type PriceDayNote,
  priceDayNote,
} from '@rahi/shared-contracts';
import { useMemo } from 'react';
import { type PriceSource, priceCalendarEndPoint, usePriceCalendar } from '../api/get-price-calendar';

export interface DayPrices {
  /** The note under a day, once its price is known. */
  noteOf: (date: string) => PriceDayNote | undefined;
  /** Sold out or closed. */
  isBlocked: (date: string) => boolean;
}

/** The span to ask for: the days shown, within [earliest, latest], at most MAX_PRICE_CALENDAR_DAYS. */
function askedSpan(shown: { first: string; last: string } | null, earliest: string, latest: string) {
  if (!shown) return null;
  const from = shown.first < earliest ? earliest : shown.first;
  let to = shown.last > latest ? latest : shown.last;
  if (to < from) return null;
  if (daysBetween(from, to) >= MAX_PRICE_CALENDAR_DAYS) to = addDays(from, MAX_PRICE_CALENDAR_DAYS - 1);
  return { from, to };
}

export function useDayPrices(
  source: PriceSource | null | undefined,
  shown: { first: string; last: string } | null,
  bounds: { earliest: string; latest: string },
): DayPrices {
  const span = askedSpan(shown, bounds.earliest, bounds.latest);
  const endPoint = source && span ? priceCalendarEndPoint(source, span.from, span.to) : null;
  const query = usePriceCalendar(endPoint);
  // Another source's or span's answer, kept while the new one loads, would put wrong prices on these days.
  const calendar = query.isPlaceholderData ? undefined : query.data;
  return useMemo(() => {
    const days = new Map((calendar?.days ?? []).map((day) => [day.date, day]));
    const prices = new Map<string, number>();
    for (const day of days.values())
      if (day.status === 'available' && day.price !== null) prices.set(day.date, day.price);
    const cheap = cheapDays(prices);
    const notes = new Map([...days].map(([date, day]) => [date, priceDayNote(day, cheap.has(date))]));
    return {
      noteOf: (date) => notes.get(date),
      isBlocked: (date) => notes.get(date)?.blocked ?? false,
    };
  }, [calendar]);
}
