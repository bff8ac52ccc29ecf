// What /reservation is drawn from: the draft re-priced, and for a draft that can be booked, the hotel's room offers
// for its stay (the rooms' names, the party warning, the cancellation outlook) and, for a draft priced before
// drafts kept their cancellation policy, the hotel's; for a logged-in traveller, their profile and saved passengers.
// The gateway's server render loads it with the browser's
// session (server/load-data.ts) and the page takes it as its queries' first answers (state/server-data.ts).
import type { PageFetcher } from '@rahi/shared-contracts';
import type { HotelDetails, Passenger, Profile, RoomOffer } from '@rahi/shared-contracts/api';
import { type DraftOutcome, type DraftPaths, loadDraft } from '../api/draft';

export interface ReservationPageData {
  reservationId: string;
  outcome: DraftOutcome;
  /** The offers of the draft's hotel for its stay, keyed as the page reads them (offersPath); null: not loaded. */
  offers: RoomOffer[] | null;
  /** The hotel, for a draft without its own cancellation rules; null otherwise. */
  hotel: HotelDetails | null;
  /**
   * For a logged-in traveller, their profile (the booker's mobile filled in) and saved passengers (the picker
   * beside each room), so the page is drawn as it will look once hydrated; null for a visitor, or unread.
   */
  traveller?: { profile: Profile; passengers: Passenger[] } | null;
}

/** The traveller's own reads (GET /profile, /passengers); null when nobody is logged in or either fails. */
async function travellerOf(
  fetcher: PageFetcher,
  signal?: AbortSignal,
): Promise<ReservationPageData['traveller']> {
  const [profile, passengers] = await Promise.all([
    fetcher<Profile>({ endPoint: PROFILE_PATH, signal }),
    fetcher<Passenger[]>({ endPoint: PASSENGERS_PATH, signal }),
  ]);
  return profile.ok && passengers.ok ? { profile: profile.data, passengers: passengers.data } : null;
}

/** The booking-api path of the hotel's offers for the draft's stay: the page's query key, on both sides. */
export const offersPath = (draft: { hotelId: number | string; checkin: string; nights: number }) =>
  `/hotels/${draft.hotelId}/rooms?checkin=${draft.checkin}&nights=${draft.nights}`;

export const hotelPath = (draft: { hotelId: number | string }) => `/hotels/${draft.hotelId}`;

export const PROFILE_PATH = '/profile';
export const PASSENGERS_PATH = '/passengers';

/**
 * The page's data; the offers and hotel are left out (null) when they cannot be read: the page asks for them again.
 * `traveller: false` (the server found nobody logged in) reads no profile or passengers.
 * @throws Error when the draft cannot be read (no answer, a 5xx): the gateway then serves the page to the browser.
 */
export async function loadReservationPageData(
  reservationId: string,
  fetcher: PageFetcher,
  paths: DraftPaths,
  { signal, traveller = true }: { signal?: AbortSignal; traveller?: boolean } = {},
): Promise<ReservationPageData> {
  const outcome = await loadDraft(reservationId, fetcher, paths, signal);
  if (outcome.kind !== 'ok') return { reservationId, outcome, offers: null, hotel: null };
  const { draft } = outcome;
  const [offers, hotel, own] = await Promise.all([
    fetcher<RoomOffer[]>({ endPoint: offersPath(draft), signal }),
    draft.cancellationRules
      ? Promise.resolve(null)
      : fetcher<HotelDetails>({ endPoint: hotelPath(draft), signal }),
    traveller ? travellerOf(fetcher, signal) : null,
  ]);
  return {
    reservationId,
    outcome,
    offers: offers.ok ? offers.data : null,
    hotel: hotel?.ok ? hotel.data : null,
    traveller: own,
  };
}
