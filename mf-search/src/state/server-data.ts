// The search pages' data from the server (window.__RAHI_CITY__, window.__RAHI_HOME__), taken by the page's
// first browser render when it is for what the page shows (shared-ui's server-data reader).
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { forgetServerData, readServerData } from '@rahi/shared-ui/server-data';
import type { CityPageData } from '../pages/city-page-data';
import type { HomePageData } from '../pages/home-page-data';

/** The server's data for the list at `endPoint` (same booking-api path), or undefined. */
export const serverCityData = (endPoint: string) =>
  readServerData<CityPageData>(
    SERVER_DATA_GLOBALS.city,
    (data) => data.endPoint === endPoint && !!data.hotels,
  );

/** Forgets the server's list once used, so a later visit to the same list loads fresh prices. */
export const forgetServerCityData = () => forgetServerData(SERVER_DATA_GLOBALS.city);

/** The server's home page data, or undefined (none or malformed). */
export const serverHomeData = () =>
  readServerData<HomePageData>(
    SERVER_DATA_GLOBALS.home,
    (data) => !!data.stay && Array.isArray(data.popular) && !!data.shrine && !!data.shrineEndPoint,
  );

/** Forgets the server's home data once used, so a later visit loads fresh prices. */
export const forgetServerHomeData = () => forgetServerData(SERVER_DATA_GLOBALS.home);
