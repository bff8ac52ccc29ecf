// Everything the hotel page shows, loaded in one go: the hotel, its rooms priced for the stay and the
// first page of reviews. The browser calls it through the proxy; the gateway's server renderer passes
// its own fetcher (booking-api upstream) and gets the same object, so the server's HTML and the
// browser's first render are drawn from identical data.

import { PARTY_ADULTS, type PageFetcher, PageLoadError } from '@rahi/shared-contracts';
import type { HotelDetails, HotelReviews, RoomOffer } from '@rahi/shared-contracts/api';
import { handleApi } from '@rahi/shared-ui/api';

/** One page of a hotel's reviews with the average scores (GET /hotels/:id/reviews?page=). */
export type ReviewsPage = HotelReviews;

/**
 * The stay the rooms are priced for: a Gregorian check-in 'YYYY-MM-DD' and whole nights, and the party searched
 * for (the address's `adults=N`, two when not there): rooms too small for it are marked.
 */
export interface HotelPageStay {
  checkin: string;
  nights: number;
  adults: number;
}

export interface HotelPageData {
  hotel: HotelDetails;
  rooms: RoomOffer[];
  reviews: ReviewsPage;
  stay: HotelPageStay;
}

/** The proxy client's shape (handleApi); the server passes one that calls booking-api directly. */
export type HotelPageFetcher = PageFetcher;

/** The three booking-api paths the page reads, for a hotel and a stay. */
export function hotelPageEndPoints(hotelId: number, stay: HotelPageStay) {
  const query = new URLSearchParams({ checkin: stay.checkin, nights: String(stay.nights) });
  if (stay.adults !== PARTY_ADULTS.default) query.set('adults', String(stay.adults));
  return {
    hotel: `/hotels/${hotelId}`,
    rooms: `/hotels/${hotelId}/rooms?${query}`,
    reviews: `/hotels/${hotelId}/reviews?page=1`,
  };
}

async function fetchData<T>(fetcher: HotelPageFetcher, endPoint: string, signal?: AbortSignal): Promise<T> {
  const result = await fetcher<T>({ endPoint, signal, toast: false });
  if (!result.ok) throw new PageLoadError(result, endPoint);
  return result.data;
}

/**
 * Loads the hotel page's data for a stay; the three calls run side by side, each answer typed by the contract
 * (not parsed again: shared-ui's one parsing rule). No toasts: the page decides how to show a failure.
 * @throws PageLoadError when a call fails (status 404 for an unknown hotel).
 * @example await loadHotelPageData(12, { checkin: '2026-12-01', nights: 2, adults: 2 })
 */
export async function loadHotelPageData(
  hotelId: number,
  stay: HotelPageStay,
  fetcher: HotelPageFetcher = handleApi,
  signal?: AbortSignal,
): Promise<HotelPageData> {
  const endPoints = hotelPageEndPoints(hotelId, stay);
  const [hotel, rooms, reviews] = await Promise.all([
    fetchData<HotelDetails>(fetcher, endPoints.hotel, signal),
    fetchData<RoomOffer[]>(fetcher, endPoints.rooms, signal),
    fetchData<ReviewsPage>(fetcher, endPoints.reviews, signal),
  ]);
  return { hotel, rooms, reviews, stay: { checkin: stay.checkin, nights: stay.nights, adults: stay.adults } };
}
