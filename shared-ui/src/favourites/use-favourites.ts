// Saved hotels in the page: the set of saved ids every heart reads, from the account once logged in, from this
// browser before. The set lives in react-query's cache, which every app on the page shares, so a heart on a card
// and the one on the hotel page agree at once. At login the browser's list is merged into the account.
import { getEventBus, PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../bus/use-auth';
import { ApiError } from '../query/api-error';
import { fetchApi } from '../query/fetch-api';
import { browserFavourites, clearBrowserFavourites, setBrowserFavourite } from './browser-store';

const EMPTY: ReadonlySet<number> = new Set();
/** The saved ids' cache key; 'account' once the token check has passed, else 'browser'. */
export const favouritesKey = (where: 'account' | 'browser') => ['favourites', where] as const;

/**
 * Puts the browser's saved hotels into the account, then reads the account's list. A hotel that no longer exists
 * (404) or over the account's limit (422) is dropped; any other failure keeps the browser's list for the next try.
 */
export async function mergeIntoAccount(signal?: AbortSignal): Promise<ReadonlySet<number>> {
  const local = browserFavourites();
  for (const id of [...local].reverse()) {
    try {
      await fetchApi({ endPoint: `/favourites/${id}`, method: 'PUT', toast: false, signal });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 422)) throw error;
    }
  }
  if (local.length > 0) clearBrowserFavourites();
  const { hotelIds } = await fetchApi<{ hotelIds: number[] }>({
    endPoint: '/favourites/ids',
    toast: false,
    signal,
  });
  return new Set(hotelIds);
}

const signedInOf = (status: string) => status === 'authenticated';

/** The saved hotels' page's reads (GET /favourites for a stay). */
const isFavouritesRead = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] === 'api' && String(queryKey[1]).startsWith('/favourites');

/**
 * The saved ids' query: once logged in, its first load puts this browser's list into the account; a saved hotels'
 * page read before that (the server draws it) reads its list again when that put anything in.
 */
export function useFavouriteIdsQuery() {
  const signedIn = signedInOf(useAuth().status);
  const client = useQueryClient();
  return useQuery({
    queryKey: favouritesKey(signedIn ? 'account' : 'browser'),
    queryFn: async ({ signal }) => {
      if (!signedIn) return new Set(browserFavourites());
      const merging = browserFavourites().length > 0;
      const ids = await mergeIntoAccount(signal);
      if (merging) await client.invalidateQueries({ predicate: isFavouritesRead });
      return ids;
    },
    staleTime: 60_000,
    meta: { toast: false },
  });
}

/** The saved hotel ids; empty on the server and while a server-rendered page hydrates. */
export function useFavouriteIds(): ReadonlySet<number> {
  return useFavouriteIdsQuery().data ?? EMPTY;
}

/** Saves or forgets a hotel: the heart turns at once, and turns back if the account refuses. */
export function useToggleFavourite() {
  const signedIn = signedInOf(useAuth().status);
  const client = useQueryClient();
  const key = favouritesKey(signedIn ? 'account' : 'browser');
  return useMutation({
    mutationFn: async ({ hotelId, saved }: { hotelId: number; saved: boolean }) => {
      if (!signedIn) setBrowserFavourite(hotelId, saved);
      else await fetchApi({ endPoint: `/favourites/${hotelId}`, method: saved ? 'PUT' : 'DELETE' });
      return saved;
    },
    onMutate: async ({ hotelId, saved }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ReadonlySet<number>>(key);
      const next = new Set(before ?? EMPTY);
      if (saved) next.add(hotelId);
      else next.delete(hotelId);
      client.setQueryData(key, next);
      return { before };
    },
    onError: (_error, _variables, context) => client.setQueryData(key, context?.before),
    onSuccess: (saved) => {
      getEventBus().emit({
        type: 'toast/success',
        payload: {
          message: saved ? PROFILE_MESSAGES.favouriteSaved : PROFILE_MESSAGES.favouriteRemoved,
          source: '/favourites',
        },
      });
      // The saved hotels' page reads its list again.
      return client.invalidateQueries({ predicate: isFavouritesRead });
    },
  });
}
