// The <title> of a content page: the same text on the server (server/head.ts) and after navigation in the browser.
import { useEffect } from 'react';

export const contentTitle = (title: string) => `${title} | راهی`;

/** Sets document.title once the page's title is known. */
export function useContentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = contentTitle(title);
  }, [title]);
}
