// The booking-api paths mf-content's pages read (booking-api/README.md, "Content"): one place, so the server's
// loader and the browser's queries ask for, and recognise, the same path.
import { ARTICLES_PAGE_SIZE } from '@rahi/shared-contracts/api';

export { ARTICLES_PAGE_SIZE };

/** A CMS page: '/pages?path=help%2Fpayment'. */
export const pageEndPoint = (path: string) => `/pages?path=${encodeURIComponent(path)}`;

/** A page of the travel tips, of one category or all: '/articles?category=islands&page=2'. */
export function articlesEndPoint(category: string | null, page: number): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/articles?${text}` : '/articles';
}

export const articleEndPoint = (slug: string) => `/articles/${encodeURIComponent(slug)}`;

/** The popular destinations and city pairs, counted by booking-api. */
export const popularRoutesEndPoint = '/popular-routes';

/** The provinces, their main cities and the road distances. */
export const roadAtlasEndPoint = '/road-atlas';
