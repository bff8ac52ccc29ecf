// The entry of mf-search's server build (webpack.server.config.js): what the gateway's server renderer calls for
// mf-search's server-rendered pages, the city page and the home page, as shared-contracts' page contract
// declares it. The gateway names the page by its exposed module (`module`: './CityPage', './HomePage'), and
// refuses a build of another contract version.
import { PAGE_CONTRACT_VERSION, type PageDataRequest, type PageRenderRequest } from '@rahi/shared-contracts';
import type { CityPageData } from '../pages/city-page-data';
import type { HomePageData } from '../pages/home-page-data';
import { loadHomeData } from './home-load-data';
import { renderHome } from './home-render';
import { loadData as loadCityData } from './load-data';
import { render as renderCity } from './render';

export { widgetStyles as styles } from './widget-styles';

export const contract = PAGE_CONTRACT_VERSION;

const HOME = './HomePage';
const CITY = './CityPage';

function pageName(module: string): typeof HOME | typeof CITY {
  if (module === CITY || module === HOME) return module;
  throw new Error(`mf-search renders no ${module} on the server`);
}

/** The page's data: the home page's rows for today, or the city's list the address names. */
export function loadData({
  module,
  params,
  stay,
  search,
  fetcher,
  signal,
}: PageDataRequest): Promise<unknown> {
  return pageName(module) === HOME
    ? loadHomeData({ fetcher, signal })
    : loadCityData({ cityId: Number(params.id), stay, search, fetcher, signal });
}

/** The page as HTML with its styles and head, from what loadData gave for the same module. */
export function render({ module, data, url, site }: PageRenderRequest) {
  return pageName(module) === HOME
    ? renderHome({ data: data as HomePageData, url, site })
    : renderCity({ data: data as CityPageData, url, site });
}
