export {
  browserFavourites,
  type LastStay,
  lastStay,
  MAX_RECENTLY_VIEWED,
  recentlyViewed,
  rememberStay,
  rememberViewed,
  type ViewedHotel,
} from './browser-store';
export { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton';
export {
  favouritesKey,
  mergeIntoAccount,
  useFavouriteIds,
  useFavouriteIdsQuery,
  useToggleFavourite,
} from './use-favourites';
