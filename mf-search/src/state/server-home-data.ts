// The data the gateway's server renderer put in the home page (window.__RAHI_HOME__), taken once by the home
// page's first render, so the page hydrates without asking the API for what the HTML already shows.
import type { HomePageData } from '../pages/home-page-data';

declare global {
  interface Window {
    __RAHI_HOME__?: HomePageData;
  }
}

/** The server's home page data, or undefined (none, malformed, or not in a browser). */
export function serverHomeData(): HomePageData | undefined {
  if (typeof window === 'undefined') return undefined;
  const data = window.__RAHI_HOME__;
  return data?.stay && Array.isArray(data.popular) && data.shrine && data.shrineEndPoint ? data : undefined;
}

/** Forgets the server's data once used, so a later visit to the home page loads fresh prices. */
export function forgetServerHomeData(): void {
  if (typeof window !== 'undefined') delete window.__RAHI_HOME__;
}
