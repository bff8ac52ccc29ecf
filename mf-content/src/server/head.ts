// What each content page says about itself to search engines and link previews: title, description, canonical,
// Open Graph (shared-contracts' pageOpenGraph) and, for an article, schema.org Article JSON-LD.
import { HOME_PAGE_TITLE, MESSAGES, type PageHead } from '@rahi/shared-contracts';
import type { Article } from '@rahi/shared-contracts/api';
import { routePathOf } from '@rahi/shared-ui/server-render';
import { articlePath } from '../components/content/ArticleCard';
import { ROAD_ATLAS_LEAD, ROAD_ATLAS_TITLE } from '../pages/atlas/RoadAtlasPage';
import type { ContentPageData } from '../pages/content/content-data';
import { TRAVEL_TIPS_LEAD, TRAVEL_TIPS_TITLE } from '../pages/content/TravelTipsPage';
import { FORM_PAGES, type FormPageData, isFormModule } from '../pages/form-pages';
import { buildMapHead } from '../pages/maps/map-head';
import { POPULAR_ROUTES_LEAD, POPULAR_ROUTES_TITLE } from '../pages/routes/PopularRoutesPage';
import { contentPageHead } from './page-head';

function articleJsonLd(article: Article, canonical: string, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': canonical,
    mainEntityOfPage: canonical,
    headline: article.title,
    description: article.description,
    inLanguage: 'fa-IR',
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: article.category.title,
    author: { '@type': 'Organization', name: 'راهی', url: `${origin}/` },
    publisher: { '@type': 'Organization', name: 'راهی', url: `${origin}/` },
    ...(article.city && { about: { '@type': 'City', name: article.city.name } }),
  };
}

const isFormPage = (data: ContentPageData): data is FormPageData => isFormModule(data.module);

/**
 * The head of the content page at `url` (absolute): its origin makes the canonical address.
 * @example buildContentHead(data, 'https://rahi.ir/travel-tips/kish-island-first-visit?utm=x').canonical
 * // → 'https://rahi.ir/travel-tips/kish-island-first-visit'
 */
export function buildContentHead(data: ContentPageData, url: string): PageHead {
  const origin = new URL(url).origin;
  const head = (title: string, description: string, path: string) =>
    contentPageHead(origin, title, description, path);
  if (data.module === './RailwayMapPage' || data.module === './MehrabadMapPage')
    return buildMapHead(data, origin);
  if (isFormPage(data)) {
    const form = FORM_PAGES[data.module];
    return head(form.title, form.intro, routePathOf('mf_content', data.module));
  }
  if (data.module === './ArticlePage') {
    const path = articlePath(data.article.slug);
    const og = head(data.article.title, data.article.description, path);
    return {
      ...og,
      og: { ...og.og, type: 'article' },
      jsonLd: articleJsonLd(data.article, og.canonical, origin),
    };
  }
  if (data.module === './TravelTipsPage') {
    const current = data.list.categories.find((item) => item.slug === data.category);
    const page = data.list.page > 1 ? `&page=${data.list.page}` : '';
    const path = current
      ? `/travel-tips?category=${current.slug}${page}`
      : `/travel-tips${page.replace('&', '?')}`;
    return head(
      current ? `${TRAVEL_TIPS_TITLE}: ${current.title}` : TRAVEL_TIPS_TITLE,
      TRAVEL_TIPS_LEAD,
      path,
    );
  }
  if (data.module === './PopularRoutesPage')
    return head(POPULAR_ROUTES_TITLE, POPULAR_ROUTES_LEAD, '/popular-routes');
  if (data.module === './RoadAtlasPage')
    return head(ROAD_ATLAS_TITLE, ROAD_ATLAS_LEAD, '/country-road-atlas');
  return head(data.page.title, data.page.description, `/${data.page.path}`);
}

/** The not-found page's head: the title it sets in the browser too; the gateway marks a 404 noindex. */
export function notFoundHead(url: string): PageHead {
  const { origin, pathname } = new URL(url);
  return {
    title: MESSAGES.pageNotFoundTitle,
    description: 'نشانی‌ای که خواستید در راهی وجود ندارد یا جابه‌جا شده است.',
    canonical: `${origin}${pathname}`,
    og: {},
  };
}

/** /error's head: the site's title, the server error as its description. */
export function errorHead(url: string): PageHead {
  const { origin, pathname } = new URL(url);
  return {
    title: HOME_PAGE_TITLE,
    description: MESSAGES.serverError,
    canonical: `${origin}${pathname}`,
    og: {},
  };
}
