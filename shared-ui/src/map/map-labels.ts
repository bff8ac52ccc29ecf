// What the map's markers say, to the eye and to screen readers: pure, so both are tested without a map.
import { shortToman, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { MapHotel, MapLandmarkKind } from '@rahi/shared-contracts/api';

export const MAP_TEXT = {
  region: 'نقشه هتل‌ها',
  soldOut: 'پر',
  /** The city page's: its list shows the same hotels. */
  tilesFailed: 'نقشه در حال حاضر بارگیری نمی‌شود؛ فهرست هتل‌ها در دسترس است.',
  /** Where no list stands beside the map (the hotel page). */
  tilesFailedAlone: 'نقشه در حال حاضر بارگیری نمی‌شود.',
  loadFailed: 'نقشه بارگیری نشد.',
  zoomIn: 'بزرگ‌نمایی',
  zoomOut: 'کوچک‌نمایی',
  showMap: 'نمایش روی نقشه',
  showList: 'نمایش فهرست',
} as const;

/** The marker's face: the price per night in short form, or «پر» for a sold-out hotel. */
export const markerText = (hotel: Pick<MapHotel, 'fromPrice'>) =>
  hotel.fromPrice === null ? MAP_TEXT.soldOut : shortToman(hotel.fromPrice);

/**
 * The marker's accessible name: the hotel and its full price per night.
 * @example markerName({ name: 'هتل الماس', fromPrice: 24_000_000 }) // → 'هتل الماس، هر شب ۲٬۴۰۰٬۰۰۰ تومان'
 */
export const markerName = (hotel: Pick<MapHotel, 'name' | 'fromPrice'>) =>
  hotel.fromPrice === null
    ? `${hotel.name}، برای این تاریخ‌ها پر است`
    : `${hotel.name}، هر شب ${tomanOf(hotel.fromPrice)}`;

/** A cluster's face and name: how many hotels it holds, and that choosing it zooms in. */
export const clusterName = (count: number) => `${toPersianDigits(count)} هتل؛ ${MAP_TEXT.zoomIn}`;

const LANDMARK_SIGNS: Record<MapLandmarkKind, string> = {
  shrine: 'حرم',
  sight: 'دیدنی',
  railway: 'قطار',
  airport: 'فرودگاه',
};

/** The short word a landmark's pin shows beside its name. */
export const landmarkSign = (kind: MapLandmarkKind) => LANDMARK_SIGNS[kind];
