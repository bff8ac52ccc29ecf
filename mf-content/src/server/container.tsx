// What mf-content's server container exposes as './server' (ADR 0037): the data of its pages and the page's
// element for the gateway to draw inside the shell's tree, with its head. The browser's lazy page (the same
// exposed module, without props) hydrates that element, reading the data from window.__RAHI_CONTENT__. The
// gateway names the page by its exposed module; './NotFoundPage' (the route table's NOT_FOUND_PAGE) is what it
// asks for when loadData found no such page (and /404's own). './ErrorPage' (/error) reads nothing either.
import {
  NOT_FOUND_PAGE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  PageLoadError,
  type PageRenderRequest,
  type ServerContainerModule,
} from '@rahi/shared-contracts';
import type { ComponentType, ReactElement } from 'react';
import AirportRegistrationPage from '../pages/AirportRegistrationPage';
import ArtistRegisterPage from '../pages/ArtistRegisterPage';
import ArtistRegisterSuccessPage from '../pages/ArtistRegisterSuccessPage';
import RoadAtlasPage from '../pages/atlas/RoadAtlasPage';
import ContactPage from '../pages/ContactPage';
import ArticlePage from '../pages/content/ArticlePage';
import type { ContentPageProps } from '../pages/content/CmsPage';
import ContentPage from '../pages/content/ContentPage';
import { type ContentPageData, loadContentPageData } from '../pages/content/content-data';
import GuidePage from '../pages/content/GuidePage';
import TravelTipsPage from '../pages/content/TravelTipsPage';
import ErrorPage, { ERROR_PAGE } from '../pages/ErrorPage';
import MehrabadMapPage from '../pages/maps/MehrabadMapPage';
import RailwayMapPage from '../pages/maps/RailwayMapPage';
import NotFoundPage from '../pages/NotFoundPage';
import QuestionnairePage from '../pages/QuestionnairePage';
import QuestionnaireSuccessPage from '../pages/QuestionnaireSuccessPage';
import PopularRoutesPage from '../pages/routes/PopularRoutesPage';
import { buildContentHead, errorHead, notFoundHead } from './head';

export const contract = PAGE_CONTRACT_VERSION;

export const PAGES: Record<ContentPageData['module'], ComponentType<ContentPageProps>> = {
  './GuidePage': GuidePage,
  './ContentPage': ContentPage,
  './TravelTipsPage': TravelTipsPage,
  './ArticlePage': ArticlePage,
  './PopularRoutesPage': PopularRoutesPage,
  './RoadAtlasPage': RoadAtlasPage,
  './RailwayMapPage': RailwayMapPage,
  './MehrabadMapPage': MehrabadMapPage,
  './ContactPage': ContactPage,
  './QuestionnairePage': QuestionnairePage,
  './ArtistRegisterPage': ArtistRegisterPage,
  './AirportRegistrationPage': AirportRegistrationPage,
  './QuestionnaireSuccessPage': QuestionnaireSuccessPage,
  './ArtistRegisterSuccessPage': ArtistRegisterSuccessPage,
};

/** What /error is drawn from: nothing read. */
export interface ErrorPageData {
  module: typeof ERROR_PAGE;
}

/**
 * @throws PageLoadError with `status` 404 for a page, article or category booking-api does not have, and for
 * /404's own module: the gateway then draws the not-found page, as for any address without a page.
 */
export function loadData({
  module,
  params,
  search,
  fetcher,
  signal,
}: PageDataRequest): Promise<ContentPageData | ErrorPageData> {
  if (module === NOT_FOUND_PAGE.page)
    return Promise.reject(new PageLoadError({ status: 404, errors: [] }, NOT_FOUND_PAGE.page));
  if (module === ERROR_PAGE) return Promise.resolve({ module: ERROR_PAGE });
  return loadContentPageData(module, params, search, fetcher, signal);
}

/**
 * The page loadData's data is for; the not-found page (status 404, no data) for module './NotFoundPage', the error
 * screen for './ErrorPage'.
 */
export function page({ module, data, url }: PageRenderRequest) {
  if (module === NOT_FOUND_PAGE.page)
    return { element: <NotFoundPage />, head: notFoundHead(url), status: 404 };
  if (module === ERROR_PAGE) return { element: <ErrorPage />, head: errorHead(url), status: 200 };
  const content = data as ContentPageData;
  const Page = PAGES[content.module];
  return { element: <Page serverData={content} />, head: buildContentHead(content, url), status: 200 };
}

export default { contract, loadData, page } satisfies ServerContainerModule<ReactElement>;
