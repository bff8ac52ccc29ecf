// The content page's data from the server (window.__RAHI_CONTENT__), taken by the first browser render when it is
// for the same booking-api path (shared-ui's server-data reader), then forgotten.
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { forgetServerData as forget, readServerData } from '@rahi/shared-ui/server-data';
import type { ContentPageData } from '../pages/content/content-data';

/** The server's data when it is for `endPoint`, else undefined. */
export const serverContentData = (endPoint: string | undefined) =>
  endPoint === undefined
    ? undefined
    : readServerData<ContentPageData>(SERVER_DATA_GLOBALS.content, (data) => data.endPoint === endPoint);

export const forgetServerContentData = () => forget(SERVER_DATA_GLOBALS.content);
