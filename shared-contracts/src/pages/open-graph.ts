// The Open Graph properties every server-rendered page writes (PageHead.og): the site's name and locale, the
// page's title, description and canonical address, and a preview picture drawn by the image path.
import { imageUrl } from '../images/image-url';

export interface OpenGraphInput {
  /** The site's origin ('https://rahi.ir'): picture addresses are made absolute with it. */
  origin: string;
  title: string;
  description: string;
  /** The canonical address, absolute. */
  url: string;
  /** A booking-api media path ('/media/hotels/3/exterior-1.svg'), drawn as a 1280-px jpeg for previews. */
  image?: string | null | undefined;
}

/**
 * @example pageOpenGraph({ origin: 'https://rahi.ir', title: 'راهی', description: '…', url: 'https://rahi.ir/' })
 * // → { type: 'website', site_name: 'راهی', locale: 'fa_IR', title: 'راهی', description: '…', url: 'https://rahi.ir/' }
 */
export function pageOpenGraph({
  origin,
  title,
  description,
  url,
  image,
}: OpenGraphInput): Record<string, string> {
  const og: Record<string, string> = {
    type: 'website',
    site_name: 'راهی',
    locale: 'fa_IR',
    title,
    description,
    url,
  };
  if (image) og.image = new URL(imageUrl(image, { width: 1280, format: 'jpeg' }), origin).toString();
  return og;
}
