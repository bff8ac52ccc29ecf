// The entry of mf-search's server build (webpack.server.config.js): what the gateway's server renderer calls
// for mf-search's server-rendered pages, the city page and the home page. The gateway names the page by its
// exposed module (`module`: './CityPage', './HomePage'); a gateway that names none asks for the city page, the
// only page of earlier builds. `contract` changes only when these functions' shapes do; the gateway refuses
// other numbers.
import { type HomeLoadDataInput, loadHomeData } from './home-load-data';
import { type HomeRenderInput, renderHome } from './home-render';
import { type LoadDataInput, loadData as loadCityData } from './load-data';
import { type RenderInput, type RenderOutput, render as renderCity } from './render';

export type { LoadDataInput, RenderInput, RenderOutput };

export const contract = 1;

/** Which page the gateway asks for: the exposed module's name; absent means the city page. */
type PageOf<T> = T & { module?: string };

const HOME = './HomePage';
const CITY = './CityPage';

function pageName(module: string | undefined): typeof HOME | typeof CITY {
  if (module === undefined || module === CITY) return CITY;
  if (module === HOME) return HOME;
  throw new Error(`mf-search renders no ${module} on the server`);
}

/** The page's data: `{ cityId, stay, search, … }` for the city page, `{ fetcher, signal }` for the home page. */
export function loadData(input: PageOf<LoadDataInput> | PageOf<HomeLoadDataInput>): Promise<unknown> {
  return pageName(input.module) === HOME
    ? loadHomeData(input as HomeLoadDataInput)
    : loadCityData(input as LoadDataInput);
}

/** The page as HTML with its styles and head, from what loadData gave for the same module. */
export function render(input: PageOf<RenderInput> | PageOf<HomeRenderInput>): RenderOutput {
  return pageName(input.module) === HOME
    ? renderHome(input as HomeRenderInput)
    : renderCity(input as RenderInput);
}
