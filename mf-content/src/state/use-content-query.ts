// The data of a content page in the browser: the server's (the `serverData` prop on the server, else
// window.__RAHI_CONTENT__) when it is for the same booking-api path, so hydration asks nothing and draws the
// server's markup; otherwise a query through the proxy.
import { useApiQuery } from '@rahi/shared-ui/query';
import { useEffect, useState } from 'react';
import type { ContentPageData } from '../pages/content/content-data';
import { forgetServerContentData, serverContentData } from './server-data';

export function useContentQuery<T>(
  endPoint: string | undefined,
  serverData: ContentPageData | undefined,
  pick: (data: ContentPageData) => T,
) {
  const [initial] = useState(() => serverData ?? serverContentData(endPoint));
  useEffect(() => {
    forgetServerContentData();
  }, []);
  const initialData = initial && initial.endPoint === endPoint ? pick(initial) : undefined;
  return useApiQuery<T>(endPoint ?? null, { initialData });
}
