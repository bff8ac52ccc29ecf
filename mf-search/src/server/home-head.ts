// What the home page says about itself to search engines and link previews: the <title>, the meta
// description, the canonical address (the site's root), Open Graph and a schema.org `WebSite`. The gateway only
// writes it into <head>, escaped.

import type { PageHead } from '@rahi/shared-contracts';
import { HOME_PAGE_DESCRIPTION, HOME_PAGE_TITLE, pageOpenGraph } from '@rahi/shared-contracts';
import type { HomePageData } from '../pages/home-page-data';

/**
 * The head of the home page at `url` (absolute; its origin makes the canonical and image addresses).
 * @example buildHomeHead(data, 'https://rahi.ir/?utm=x').canonical // → 'https://rahi.ir/'
 */
export function buildHomeHead(data: HomePageData, url: string): PageHead {
  const origin = new URL(url).origin;
  const canonical = new URL('/', origin).toString();
  const photo = data.shrine.items.find((hotel) => hotel.image)?.image;
  const og = pageOpenGraph({
    origin,
    title: HOME_PAGE_TITLE,
    description: HOME_PAGE_DESCRIPTION,
    url: canonical,
    image: photo,
  });
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': canonical,
    name: 'راهی',
    url: canonical,
    description: HOME_PAGE_DESCRIPTION,
    inLanguage: 'fa-IR',
  };
  return { title: HOME_PAGE_TITLE, description: HOME_PAGE_DESCRIPTION, canonical, og, jsonLd };
}
