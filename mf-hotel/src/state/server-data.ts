// The hotel page's data from the server (window.__RAHI_HOTEL__), taken by the first browser render when it is
// for the same hotel and stay (shared-ui's server-data reader).
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { forgetServerData as forget, readServerData } from '@rahi/shared-ui/server-data';
import type { HotelPageData, HotelPageStay } from '../pages/hotel-page-data';

/** The server's data for this hotel, stay and party, or undefined (another page's, none, or not in a browser). */
export const serverData = (hotelId: number, stay: HotelPageStay) =>
  readServerData<HotelPageData>(
    SERVER_DATA_GLOBALS.hotel,
    (data) =>
      data.hotel?.id === hotelId &&
      data.stay?.checkin === stay.checkin &&
      data.stay?.nights === stay.nights &&
      data.stay?.adults === stay.adults,
  );

/** Forgets the server's data once used, so a later visit to the same page loads fresh prices. */
export const forgetServerData = () => forget(SERVER_DATA_GLOBALS.hotel);
