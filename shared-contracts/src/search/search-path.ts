// Where a search goes (product §2): a city to `/city/{id}/hotels-{slug}`, a hotel to `/hotel/{id}/{slug}`,
// both with `?checkin=YYYY-MM-DD&nights=N`. The slug goes through the spec's slug helper.
import { slugify } from '../text/slug';
import { type Stay, stayQuery } from './stay-query';

/** The search selection of product §3 (id, type, title, fullTitle), with the slug its page's address uses. */
export interface SearchSelection {
  id: number;
  type: 'city' | 'hotel';
  title: string;
  fullTitle: string;
  /** A city's is 'hotels-' plus the city slug, as /destinations gives it; absent, the title is used. */
  slug?: string;
}

const CITY_PREFIX = 'hotels-';

/**
 * The address of a city's hotel list, without a query.
 * @example cityPath({ id: 1, slug: 'mashhad' }) // → '/city/1/hotels-mashhad'
 * @example cityPath({ id: 1, slug: 'hotels-mashhad' }) // → '/city/1/hotels-mashhad'
 */
export function cityPath(city: { id: number; slug: string }): string {
  const slug = city.slug.startsWith(CITY_PREFIX) ? city.slug.slice(CITY_PREFIX.length) : city.slug;
  return `/city/${city.id}/${CITY_PREFIX}${slugify(slug)}`;
}

/**
 * The address of a hotel's page, without a query.
 * @example hotelPath({ id: 90, slug: 'هتل مشکات' }) // → '/hotel/90/' + encodeURIComponent('هتل-مشکات')
 */
export function hotelPath(hotel: { id: number; slug: string }): string {
  return `/hotel/${hotel.id}/${slugify(hotel.slug)}`;
}

/** The page a search selection opens, for a stay: `/city/1/hotels-mashhad?checkin=2026-12-01&nights=2`. */
export function searchSelectionPath(selection: SearchSelection, stay: Stay): string {
  const place = { id: selection.id, slug: selection.slug ?? selection.title };
  const path = selection.type === 'city' ? cityPath(place) : hotelPath(place);
  return `${path}?${stayQuery(stay)}`;
}
