// What the browser keeps for saved hotels: the hotels saved before login (merged into the account at login) and
// the hotels last viewed (the home page lists them) in localStorage, guarded: a browser that refuses it (private
// mode, full quota) simply keeps nothing. The last stay searched, which the saved hotels' page prices, is a cookie,
// so the server draws that page for the same stay the browser hydrates it with.
import { isIsoDate, MAX_STAY_NIGHTS, PARTY_ADULTS, type Stay } from '@rahi/shared-contracts';
import { parse, serialize } from 'cookie';

const SAVED_KEY = 'rahi:favourites';
/** `checkin.nights.adults` (2026-12-05.2.2). */
export const LAST_STAY_COOKIE = 'lastStay';
const LAST_STAY_MAX_AGE_SECONDS = 60 * 24 * 3600;
const VIEWED_KEY = 'rahi:recently-viewed';
/** The most hotels the home page's "recently viewed" row keeps. */
export const MAX_RECENTLY_VIEWED = 8;
/** The most hotels kept before login (the account's own limit is larger). */
const MAX_BROWSER_FAVOURITES = 50;

function read(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: nothing is kept, nothing breaks.
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The hotel ids saved in this browser, latest first. */
export function browserFavourites(): number[] {
  const value = read(SAVED_KEY);
  return Array.isArray(value) ? value.filter(isId).slice(0, MAX_BROWSER_FAVOURITES) : [];
}

/** Saves or forgets a hotel in this browser. */
export function setBrowserFavourite(hotelId: number, saved: boolean) {
  const others = browserFavourites().filter((id) => id !== hotelId);
  write(SAVED_KEY, saved ? [hotelId, ...others].slice(0, MAX_BROWSER_FAVOURITES) : others);
}

/** Forgets the browser's list once it is in the account (or some of it: `kept` stays). */
export function clearBrowserFavourites(kept: number[] = []) {
  write(SAVED_KEY, kept.length > 0 ? kept : null);
}

export interface LastStay extends Stay {
  adults: number;
}

/** Remembers the stay a city or hotel page was opened for. */
export function rememberStay({ checkin, nights, adults }: LastStay) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = serialize(LAST_STAY_COOKIE, `${checkin}.${nights}.${adults}`, {
    maxAge: LAST_STAY_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
  });
}

const wholeIn = (text: string | undefined, min: number, max: number) => {
  const value = Number(text);
  return /^\d+$/.test(text ?? '') && value >= min && value <= max ? value : undefined;
};

/**
 * The last stay searched, in `cookies` (a Cookie header; the document's by default), if any.
 * @example lastStay('lastStay=2026-12-05.2.3') // { checkin: '2026-12-05', nights: 2, adults: 3 }
 */
export function lastStay(
  cookies = typeof document === 'undefined' ? '' : document.cookie,
): LastStay | undefined {
  const [checkin = '', nightsText, adultsText, ...rest] = (parse(cookies)[LAST_STAY_COOKIE] ?? '').split('.');
  const nights = wholeIn(nightsText, 1, MAX_STAY_NIGHTS);
  const adults = wholeIn(adultsText, PARTY_ADULTS.min, PARTY_ADULTS.max);
  if (!isIsoDate(checkin) || !nights || !adults || rest.length > 0) return undefined;
  return { checkin, nights, adults };
}

/** A hotel as the home page's "recently viewed" row shows it. */
export interface ViewedHotel {
  id: number;
  name: string;
  slug: string;
  cityName: string;
  image: string | null;
}

const isViewedHotel = (value: unknown): value is ViewedHotel => {
  const hotel = value as Partial<ViewedHotel> | null;
  return (
    !!hotel &&
    isId(hotel.id) &&
    typeof hotel.name === 'string' &&
    typeof hotel.slug === 'string' &&
    typeof hotel.cityName === 'string' &&
    (hotel.image === null || typeof hotel.image === 'string')
  );
};

/** The hotels last viewed in this browser, latest first. */
export function recentlyViewed(): ViewedHotel[] {
  const value = read(VIEWED_KEY);
  return Array.isArray(value) ? value.filter(isViewedHotel).slice(0, MAX_RECENTLY_VIEWED) : [];
}

/** Puts a hotel first in the recently viewed list (once). */
export function rememberViewed(hotel: ViewedHotel) {
  const others = recentlyViewed().filter((item) => item.id !== hotel.id);
  write(VIEWED_KEY, [hotel, ...others].slice(0, MAX_RECENTLY_VIEWED));
}
