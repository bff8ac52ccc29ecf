// What each of mf-content's server-rendered pages shows, loaded the same way on the gateway (its fetcher) and in
// the browser (the proxy): the address decides the booking-api path, and the path is the data's key, so the
// browser knows the server's data for its own (window.__RAHI_CONTENT__).
import { type PageFetcher, PageLoadError } from '@rahi/shared-contracts';
import type {
  Article,
  Articles,
  ContentPage,
  PopularRoutes,
  Question,
  RoadAtlas,
} from '@rahi/shared-contracts/api';
import {
  articleEndPoint,
  articlesEndPoint,
  pageEndPoint,
  popularRoutesEndPoint,
  roadAtlasEndPoint,
} from '../../api/content-end-points';
import { type FormPageData, isFormModule, QUESTIONS_END_POINT } from '../form-pages';
import { type MapPageData, mapEndPoint, mapPageData } from '../maps/map-data';

export const CONTENT_MODULES = {
  guide: './GuidePage',
  travelTips: './TravelTipsPage',
  article: './ArticlePage',
  page: './ContentPage',
  popularRoutes: './PopularRoutesPage',
  roadAtlas: './RoadAtlasPage',
} as const;

export type ContentModule = (typeof CONTENT_MODULES)[keyof typeof CONTENT_MODULES];

/** The CMS path of the guide: /guide is a page of the CMS with a route of its own. */
export const GUIDE_PATH = 'guide';

export type ContentPageData =
  | { module: './GuidePage' | './ContentPage'; endPoint: string; page: ContentPage }
  | { module: './TravelTipsPage'; endPoint: string; category: string | null; list: Articles }
  | { module: './ArticlePage'; endPoint: string; article: Article }
  | { module: './PopularRoutesPage'; endPoint: string; routes: PopularRoutes }
  | { module: './RoadAtlasPage'; endPoint: string; atlas: RoadAtlas }
  | MapPageData
  | FormPageData;

/** The travel tips' category and page from the address's query ('category=islands&page=2'). */
export function readTipsQuery(search: string): { category: string | null; page: number } {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  return {
    category: query.get('category') || null,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
  };
}

/** The booking-api path the page at this address shows; undefined when the address can name nothing. */
export function contentEndPoint(
  module: string,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
): string | undefined {
  if (module === CONTENT_MODULES.guide) return pageEndPoint(GUIDE_PATH);
  if (module === CONTENT_MODULES.page) return pageEndPoint(params['*'] ?? '');
  if (module === CONTENT_MODULES.article) return articleEndPoint(params.slug ?? '');
  if (module === CONTENT_MODULES.popularRoutes) return popularRoutesEndPoint;
  if (module === CONTENT_MODULES.roadAtlas) return roadAtlasEndPoint;
  if (module === './QuestionnairePage') return QUESTIONS_END_POINT;
  const map = mapEndPoint(module);
  if (map) return map;
  if (module === CONTENT_MODULES.travelTips) {
    const { category, page } = readTipsQuery(search);
    return articlesEndPoint(category, page);
  }
  return undefined;
}

/**
 * The page's data.
 * @throws PageLoadError (`status` 404 for a page, article or category booking-api does not have).
 */
export async function loadContentPageData(
  module: string,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
  fetcher: PageFetcher,
  signal?: AbortSignal,
): Promise<ContentPageData> {
  if (isFormModule(module) && module !== './QuestionnairePage') return { module, endPoint: null };
  const endPoint = contentEndPoint(module, params, search);
  if (!endPoint) throw new Error(`mf-content renders no ${module} on the server`);
  const result = await fetcher<unknown>({ endPoint, signal, toast: false });
  if (!result.ok) throw new PageLoadError(result, endPoint);
  if (module === CONTENT_MODULES.travelTips)
    return { module, endPoint, category: readTipsQuery(search).category, list: result.data as Articles };
  if (module === CONTENT_MODULES.article) return { module, endPoint, article: result.data as Article };
  if (module === CONTENT_MODULES.popularRoutes)
    return { module, endPoint, routes: result.data as PopularRoutes };
  if (module === CONTENT_MODULES.roadAtlas) return { module, endPoint, atlas: result.data as RoadAtlas };
  if (module === './QuestionnairePage')
    return { module, endPoint: QUESTIONS_END_POINT, questions: result.data as Question[] };
  const map = mapPageData(module, endPoint, result.data);
  if (map) return map;
  return { module: module as './GuidePage' | './ContentPage', endPoint, page: result.data as ContentPage };
}
