// What the city page says about itself to search engines and link previews: the <title>, the meta
// description, the canonical address, Open Graph and a schema.org `ItemList` of the hotels shown. Built from
// the same data the page renders; the gateway only writes it into <head>, escaped.
import {
  cityPageDescription,
  cityPageTitle,
  cityPath,
  formatToman,
  hotelPath,
  type PageHead,
  pageOpenGraph,
} from '@rahi/shared-contracts';
import type { CityPageData } from '../pages/city-page-data';

/** The cheapest price a night in the city for the stay (the price facet's floor), in Rial. */
const cheapestNight = (data: CityPageData) =>
  data.hotels.total > 0 && data.hotels.facets.price.min > 0 ? data.hotels.facets.price.min : undefined;

/**
 * The head of the city page at `url` (absolute; its origin makes the canonical and image addresses).
 * @example buildHead(data, 'https://rahi.ir/city/1/hotels-mashhad?checkin=2026-12-01&nights=2').canonical
 * // → 'https://rahi.ir/city/1/hotels-mashhad'
 */
export function buildHead(data: CityPageData, url: string): PageHead & { jsonLd: Record<string, unknown> } {
  const { city, items, total } = data.hotels;
  const origin = new URL(url).origin;
  const absolute = (path: string) => new URL(path, origin).toString();
  const canonical = absolute(cityPath(city));
  const cheapest = cheapestNight(data);
  const title = cityPageTitle(city.name);
  const description = cityPageDescription({
    cityName: city.name,
    province: city.province,
    count: total,
    ...(cheapest === undefined ? {} : { fromToman: formatToman(cheapest) }),
  });
  const photo = items.find((hotel) => hotel.image)?.image;
  const og = pageOpenGraph({ origin, title, description, url: canonical, image: photo });
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': canonical,
    name: title,
    url: canonical,
    numberOfItems: total,
    itemListElement: items.map((hotel, index) => ({
      '@type': 'ListItem',
      position: (data.hotels.page - 1) * data.hotels.pageSize + index + 1,
      url: absolute(hotelPath(hotel)),
      name: hotel.name,
    })),
  };
  return { title, description, canonical, og, jsonLd };
}
