// The profile pages' data from the server (window.__RAHI_PROFILE__), taken by a page's first browser render when
// it is for what the page shows (shared-ui's server-data reader), then forgotten.
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { forgetServerData, readServerData } from '@rahi/shared-ui/server-data';
import type { ListPageData } from '../pages/reserves-page-data';

/** The server's list for `endPoint` (same booking-api path), or undefined. */
export const serverListData = <T>(endPoint: string) =>
  readServerData<ListPageData<T>>(
    SERVER_DATA_GLOBALS.profile,
    (data) => data.endPoint === endPoint && !!data.list,
  );

/** Forgets the server's data once the page is the app's. */
export const forgetServerProfileData = () => forgetServerData(SERVER_DATA_GLOBALS.profile);
