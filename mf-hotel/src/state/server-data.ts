// The data the gateway's server renderer put in the page (window.__RAHI_HOTEL__), taken once by the
// browser's first render when it is for the same hotel and stay, so the page hydrates without asking
// the API for what the HTML already shows.
import type { HotelPageData, HotelPageStay } from '../pages/hotel-page-data';

declare global {
  interface Window {
    __RAHI_HOTEL__?: HotelPageData;
  }
}

const matches = (data: HotelPageData, hotelId: number, stay: HotelPageStay) =>
  data.hotel?.id === hotelId && data.stay?.checkin === stay.checkin && data.stay?.nights === stay.nights;

/** The server's data for this hotel and stay, or undefined (another page's, none, or not in a browser). */
export function serverData(hotelId: number, stay: HotelPageStay): HotelPageData | undefined {
  if (typeof window === 'undefined') return undefined;
  const data = window.__RAHI_HOTEL__;
  return data && matches(data, hotelId, stay) ? data : undefined;
}

/** Forgets the server's data once used, so a later visit to the same page loads fresh prices. */
export function forgetServerData(): void {
  if (typeof window !== 'undefined') delete window.__RAHI_HOTEL__;
}
