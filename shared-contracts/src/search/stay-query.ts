// Route correction (product §2, §5) for the city and hotel addresses: `?checkin=YYYY-MM-DD&nights=N`.
// An invalid or past check-in becomes today (in Tehran); nights must be a positive whole number, else 1;
// a non-numeric string counts as 0, and 0 is shown as 1. Pure, so the city page, the hotel page and the
// gateway can all correct an address the same way.
import { isIsoDate } from '../dates/tehran-date';
import { toAsciiDigits } from '../text/digits';

/** The longest stay a search asks for; booking-api refuses more (its MAX_NIGHTS). */
export const MAX_STAY_NIGHTS = 30;

/** The stay a page prices: a check-in and a number of nights. */
export interface Stay {
  checkin: string;
  nights: number;
}

export interface StayCorrection {
  /** The stay to show and price: the corrected one, or today and 1 night when the address named none. */
  stay: Stay;
  /** True when the address named a check-in or nights at all. */
  given: boolean;
  /** True when the address must be rewritten (with replace) to `search`. */
  rewrite: boolean;
  /** The corrected query string without '?', every other parameter kept in its place. */
  search: string;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * docs/product.md §5: a non-numeric string converts to 0. Persian and Arabic digits count as digits.
 * @example toNumberOrZero('۳') // → 3
 * @example toNumberOrZero('two') // → 0
 * @example toNumberOrZero(null) // → 0
 */
export function toNumberOrZero(text: string | null | undefined): number {
  const value = toAsciiDigits(text ?? '').trim();
  return DECIMAL.test(value) ? Number(value) : 0;
}

/**
 * Nights as the pages use them: a whole number from 1 to MAX_STAY_NIGHTS, else 1 (so 0 is shown as 1).
 * @example correctNights('3') // → 3
 * @example correctNights('0') // → 1
 * @example correctNights('abc') // → 1
 */
export function correctNights(text: string | null | undefined): number {
  const nights = toNumberOrZero(text);
  return Number.isInteger(nights) && nights >= 1 && nights <= MAX_STAY_NIGHTS ? nights : 1;
}

/**
 * A check-in as the pages use it: a real 'YYYY-MM-DD' from today on, else today.
 * @example correctCheckin('2020-01-01', '2026-11-22') // → '2026-11-22'
 */
export function correctCheckin(text: string | null | undefined, today: string): string {
  const checkin = toAsciiDigits(text ?? '').trim();
  return isIsoDate(checkin) && checkin >= today ? checkin : today;
}

/**
 * Corrects the stay in a city or hotel address's query. `today` is Tehran's (todayInTehran()).
 * When neither checkin nor nights is given nothing is rewritten; otherwise both are written back valid.
 * @example
 * correctStayQuery('checkin=2020-01-01&nights=0&stars=5', '2026-11-22')
 * // → { stay: { checkin: '2026-11-22', nights: 1 }, given: true, rewrite: true,
 * //     search: 'checkin=2026-11-22&nights=1&stars=5' }
 */
export function correctStayQuery(search: string | URLSearchParams, today: string): StayCorrection {
  const params = new URLSearchParams(search);
  const given = params.has('checkin') || params.has('nights');
  const stay = {
    checkin: correctCheckin(params.get('checkin'), today),
    nights: correctNights(params.get('nights')),
  };
  if (!given) return { stay, given, rewrite: false, search: params.toString() };
  const rewrite =
    params.getAll('checkin').length !== 1 ||
    params.getAll('nights').length !== 1 ||
    params.get('checkin') !== stay.checkin ||
    params.get('nights') !== String(stay.nights);
  if (params.has('checkin')) params.set('checkin', stay.checkin);
  else params.append('checkin', stay.checkin);
  if (params.has('nights')) params.set('nights', String(stay.nights));
  else params.append('nights', String(stay.nights));
  return { stay, given, rewrite, search: params.toString() };
}

/**
 * The query of a city or hotel address for a stay: `checkin=…&nights=…` (product §2).
 * @example stayQuery({ checkin: '2026-11-22', nights: 2 }) // → 'checkin=2026-11-22&nights=2'
 */
export function stayQuery(stay: Stay): string {
  return new URLSearchParams({ checkin: stay.checkin, nights: String(stay.nights) }).toString();
}
