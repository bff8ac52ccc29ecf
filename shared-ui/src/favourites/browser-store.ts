// What the browser keeps for saved hotels: the hotels saved before login (merged into the account at login),
// the last stay searched (the saved hotels' page prices it) and the hotels last viewed (the home page lists them). localStorage, guarded: a browser that refuses it
// (private mode, full quota) simply keeps nothing.
import type { Stay } from '@rahi/shared-contracts';

const SAVED_KEY = 'rahi:favourites';
const STAY_KEY = 'rahi:last-stay';
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
export function rememberStay(stay: LastStay) {
  write(STAY_KEY, { checkin: stay.checkin, nights: stay.nights, adults: stay.adults });
}

/** The last stay searched, if any. */
export function lastStay(): LastStay | undefined {
  const value = read(STAY_KEY) as Partial<LastStay> | null;
  if (!value || typeof value.checkin !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.checkin))
    return undefined;
  if (!Number.isInteger(value.nights) || !Number.isInteger(value.adults)) return undefined;
  return { checkin: value.checkin, nights: value.nights as number, adults: value.adults as number };
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
