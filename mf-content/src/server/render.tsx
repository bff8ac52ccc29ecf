// Renders a content page to HTML in Node for the gateway: the exposed page given the server's data, in the tree
// the browser hydrates (shared-ui's renderTree), with its head; and the not-found page, which needs no data.
import type { PageRenderOutput, SiteSettings } from '@rahi/shared-contracts';
import { renderTree, routePathOf } from '@rahi/shared-ui/server-render';
import type { ComponentType } from 'react';
import AirportRegistrationPage from '../pages/AirportRegistrationPage';
import ArtistRegisterPage from '../pages/ArtistRegisterPage';
import RoadAtlasPage from '../pages/atlas/RoadAtlasPage';
import ContactPage from '../pages/ContactPage';
import ArticlePage from '../pages/content/ArticlePage';
import type { ContentPageProps } from '../pages/content/CmsPage';
import ContentPage from '../pages/content/ContentPage';
import type { ContentPageData } from '../pages/content/content-data';
import GuidePage from '../pages/content/GuidePage';
import TravelTipsPage from '../pages/content/TravelTipsPage';
import MehrabadMapPage from '../pages/maps/MehrabadMapPage';
import RailwayMapPage from '../pages/maps/RailwayMapPage';
import NotFoundPage from '../pages/NotFoundPage';
import QuestionnairePage from '../pages/QuestionnairePage';
import PopularRoutesPage from '../pages/routes/PopularRoutesPage';
import { buildContentHead, notFoundHead } from './head';

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
};

/**
 * The page as HTML. Synchronous (renderToString), so the gateway can bound it with a timeout.
 * @example render({ data, url: 'https://rahi.ir/guide' }).head.title // → 'راهنمای رزرو هتل در راهی | راهی'
 */
export function render({
  data,
  url,
  site,
}: {
  data: ContentPageData;
  url: string;
  /** The site's settings (comments open or closed); open unless given. */
  site?: SiteSettings;
}): PageRenderOutput {
  const Page = PAGES[data.module];
  const { pathname, search } = new URL(url);
  const { html, styles } = renderTree(
    routePathOf('mf_content', data.module),
    `${pathname}${search}`,
    <Page serverData={data} />,
    site,
  );
  return { html, styles, head: buildContentHead(data, url), status: 200 };
}

/**
 * The not-found page at `url`, status 404, for an address booking-api has no page for. Drawn under the catch-all
 * pattern: it reads only the location, so the browser hydrates it under whichever route the address matched.
 * @example renderNotFound({ url: 'https://rahi.ir/help/no/such/page' }).status // → 404
 */
export function renderNotFound({ url, site }: { url: string; site?: SiteSettings }): PageRenderOutput {
  const { pathname, search } = new URL(url);
  const { html, styles } = renderTree('*', `${pathname}${search}`, <NotFoundPage />, site);
  return { html, styles, head: notFoundHead(url), status: 404 };
}
