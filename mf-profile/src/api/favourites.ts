// The saved hotels' page: GET /favourites priced for a stay, and the price alerts set on them.
import type { FavouriteList, PriceAlert, PriceAlertBody } from '@rahi/shared-contracts/api';
import type { LastStay } from '@rahi/shared-ui/favourites';
import { useApiMutation } from '@rahi/shared-ui/query';
import { useSessionQuery } from './session-query';

export const favouritesEndPoint = ({ checkin, nights, adults }: LastStay) =>
  `/favourites?checkin=${checkin}&nights=${nights}&adults=${adults}`;

/** `stay` null (the browser's list not yet in the account) loads nothing. */
export const useFavourites = (stay: LastStay | null) =>
  useSessionQuery<FavouriteList>(stay && favouritesEndPoint(stay));

export const PRICE_ALERTS_PATH = '/price-alerts';

export const usePriceAlerts = () => useSessionQuery<{ items: PriceAlert[] }>(PRICE_ALERTS_PATH);

export const useSetPriceAlert = () =>
  useApiMutation<PriceAlertBody, PriceAlert>({ endPoint: '/price-alerts', invalidates: ['/price-alerts'] });

export const useDeletePriceAlert = () =>
  useApiMutation<{ id: number }, { id: number }>({
    endPoint: ({ id }) => `/price-alerts/${id}`,
    method: 'DELETE',
    invalidates: ['/price-alerts'],
  });
