// GET /destinations?q=: the cities and hotels the search box suggests while the traveller types.
import { normalizePersian } from '@rahi/shared-contracts';
import type { Destination } from '@rahi/shared-contracts/api';
import { useEffect, useState } from 'react';
import { requestData } from './request-data';

/** The API refuses longer queries. */
const MAX_QUERY = 100;
/** Typing pauses this long before a request goes. */
export const DESTINATION_DEBOUNCE_MS = 250;

/** The search key of what the traveller typed (Persian normalisation), or '' when there is nothing to ask. */
export const destinationQuery = (text: string) => normalizePersian(text).slice(0, MAX_QUERY).trim();

export function getDestinations(query: string, signal?: AbortSignal) {
  return requestData<Destination[]>(`/destinations?q=${encodeURIComponent(query)}`, { signal });
}

export interface DestinationSuggestions {
  /** The suggestions for the text typed so far (cities first, as the API sends them). */
  options: Destination[];
  /** True from the first keystroke until the answer for the latest text arrives. */
  loading: boolean;
}

/**
 * Suggestions for `text`, asked DESTINATION_DEBOUNCE_MS after typing stops; a newer text aborts the
 * request still under way for an older one.
 */
export function useDestinations(text: string): DestinationSuggestions {
  const query = destinationQuery(text);
  const [answer, setAnswer] = useState<{ query: string; options: Destination[] }>({ query: '', options: [] });

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getDestinations(query, controller.signal).then(
        (result) => setAnswer({ query, options: result.ok ? result.data : [] }),
        () => {
          // Aborted: a newer query is on its way. Anything else ends the wait with no suggestions.
          if (!controller.signal.aborted) setAnswer({ query, options: [] });
        },
      );
    }, DESTINATION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  if (!query) return { options: [], loading: false };
  return { options: answer.options, loading: answer.query !== query };
}
