// The data the gateway's server renderer put in the page (window.__RAHI_CITY__), taken once by the city
// page's first render when it is for the same list (same booking-api path), so the page hydrates without
// asking the API for what the HTML already shows.
import type { CityPageData } from '../pages/city-page-data';

declare global {
  interface Window {
    __RAHI_CITY__?: CityPageData;
  }
}

/** The server's data for the list at `endPoint`, or undefined (another list's, none, or not in a browser). */
export function serverCityData(endPoint: string): CityPageData | undefined {
  if (typeof window === 'undefined') return undefined;
  const data = window.__RAHI_CITY__;
  return data?.endPoint === endPoint && data.hotels ? data : undefined;
}

/** Forgets the server's data once used, so a later visit to the same list loads fresh prices. */
export function forgetServerCityData(): void {
  if (typeof window !== 'undefined') delete window.__RAHI_CITY__;
}
