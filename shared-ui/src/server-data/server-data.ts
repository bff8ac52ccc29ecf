// The data a server-rendered page arrived with (the gateway's `window.<global> = data`, the names in
// shared-contracts' SERVER_DATA_GLOBALS), taken by the page's first browser render when it is for what the page
// shows, so the page hydrates without asking the API for what the HTML already shows; then forgotten, so a
// later visit loads fresh prices.
import type { ServerDataGlobal } from '@rahi/shared-contracts';

declare global {
  interface Window {
    __RAHI_HOTEL__?: unknown;
    __RAHI_CITY__?: unknown;
    __RAHI_HOME__?: unknown;
    __RAHI_CONTENT__?: unknown;
    __RAHI_RESERVATION__?: unknown;
    __RAHI_VOUCHER__?: unknown;
    __RAHI_PROFILE__?: unknown;
    __RAHI_BACKOFFICE__?: unknown;
    __RAHI_PAYMENT__?: unknown;
    __RAHI_LOOKUP__?: unknown;
  }
}

type PageWindow = Record<ServerDataGlobal, unknown>;

const pageWindow = () => (typeof window === 'undefined' ? undefined : (window as unknown as PageWindow));

/**
 * The server's data in `name` when `accept` says it is this page's (same hotel, stay, list…), else undefined
 * (another page's, none, malformed, or not in a browser).
 * @example readServerData<HotelPageData>(SERVER_DATA_GLOBALS.hotel, (data) => data.hotel?.id === hotelId)
 */
export function readServerData<T>(
  name: ServerDataGlobal,
  accept: (data: Partial<T>) => boolean,
): T | undefined {
  const data = pageWindow()?.[name];
  return data !== null && typeof data === 'object' && accept(data as Partial<T>) ? (data as T) : undefined;
}

/** Forgets the server's data once used. @example forgetServerData(SERVER_DATA_GLOBALS.city) */
export function forgetServerData(name: ServerDataGlobal): void {
  const scope = pageWindow();
  if (scope) delete scope[name];
}
