// What mf-search's server container exposes as './server' (ADR 0037): the home, city and Imam Reza hotels pages'
// data, and the page's element for the gateway to draw inside the shell's tree, with its head. The browser's lazy
// page (the same exposed module, without props) hydrates that element, reading the data from its window global.
import {
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageRenderRequest,
  pageOpenGraph,
  type ServerContainerModule,
} from '@rahi/shared-contracts';
import type { ServerQueriesData } from '@rahi/shared-ui/server-data';
import { DrawnReads, loadServerQueries } from '@rahi/shared-ui/server-render';
import type { ReactElement } from 'react';
import CityPage from '../pages/CityPage';
import type { CityPageData } from '../pages/city-page-data';
import HomePage from '../pages/HomePage';
import type { HomePageData } from '../pages/home-page-data';
import { ImamHotelsPage } from '../pages/ImamHotelsPage';
import { IMAM_HOTELS_LEAD, IMAM_HOTELS_PAGE_TITLE, imamHotelsEndPoint } from '../state/imam-hotels';
import { buildHead } from './head';
import { buildHomeHead } from './home-head';
import { loadHomeData } from './home-load-data';
import { loadData as loadCityData } from './load-data';

export const contract = PAGE_CONTRACT_VERSION;

const IMAM_HOTELS = './ImamHotelsPage';

/** The page's data: the home page's rows for today, the city's list the address names, or the shrine's hotels. */
export function loadData({
  module,
  params,
  stay,
  search,
  fetcher,
  signal,
}: PageDataRequest): Promise<unknown> {
  if (module === './HomePage') return loadHomeData({ fetcher, signal });
  if (module === './CityPage')
    return loadCityData({ cityId: Number(params.id), stay, search, fetcher, signal });
  if (module === IMAM_HOTELS)
    return loadServerQueries(
      IMAM_HOTELS,
      [imamHotelsEndPoint(stay, new URLSearchParams(search))],
      fetcher,
      signal,
    );
  throw new Error(`mf-search draws no ${module} on the server`);
}

/** The home page, a city's list or the shrine's hotels, from what loadData gave for the same module. */
export function page({ module, data, url }: PageRenderRequest) {
  if (module === './HomePage') {
    const home = data as HomePageData;
    return { element: <HomePage serverData={home} />, head: buildHomeHead(home, url), status: 200 };
  }
  if (module === './CityPage') {
    const city = data as CityPageData;
    return { element: <CityPage serverData={city} />, head: buildHead(city, url), status: 200 };
  }
  if (module === IMAM_HOTELS) {
    const canonical = new URL('/imam-hotels', url).toString();
    const title = IMAM_HOTELS_PAGE_TITLE;
    const og = pageOpenGraph({
      origin: new URL(url).origin,
      title,
      description: IMAM_HOTELS_LEAD,
      url: canonical,
    });
    return {
      element: (
        <DrawnReads queries={(data as ServerQueriesData).queries}>
          <ImamHotelsPage />
        </DrawnReads>
      ),
      head: { title, description: IMAM_HOTELS_LEAD, canonical, og },
      status: 200,
    };
  }
  throw new Error(`mf-search draws no ${module} on the server`);
}

export default { contract, loadData, page } satisfies ServerContainerModule<ReactElement>;
