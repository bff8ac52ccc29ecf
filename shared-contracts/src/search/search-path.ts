// Where a search goes (product §2): a city to `/city/{id}/hotels-{slug}`, a hotel to `/hotel/{id}/{slug}`,
// both with `?checkin=YYYY-MM-DD&nights=N`. The slug goes through product §2's slug helper.
import { slugify } from '../text/slug';
import { PARTY_ADULTS } from './party-rooms';
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

/**
 * A hotel's page for a stay and a party: a party other than two travels as `adults=N`.
 * @example hotelStayPath({ id: 9, slug: 'azadi' }, { checkin: '2026-12-01', nights: 2 }, 3)
 * // → '/hotel/9/azadi?checkin=2026-12-01&nights=2&adults=3'
 */
export function hotelStayPath(
  hotel: { id: number; slug: string },
  stay: Stay,
  adults: number = PARTY_ADULTS.default,
): string {
  const party = adults === PARTY_ADULTS.default ? '' : `&adults=${adults}`;
  return `${hotelPath(hotel)}?${stayQuery(stay)}${party}`;
}

/** The page a search selection opens, for a stay: `/city/1/hotels-mashhad?checkin=2026-12-01&nights=2`. */
export function searchSelectionPath(selection: SearchSelection, stay: Stay): string {
  const place = { id: selection.id, slug: selection.slug ?? selection.title };
  const path = selection.type === 'city' ? cityPath(place) : hotelPath(place);
  return `${path}?${stayQuery(stay)}`;
}
