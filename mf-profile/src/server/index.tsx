// The entry of mf-profile's server build (webpack.server.config.js): what the gateway's server renderer calls for
// /auth/login, as shared-contracts' page contract declares it. The page needs no data from booking-api: the form is
// drawn as a visitor first meets it, so its heading and mobile field are in the HTML before any JavaScript.
import {
  HOME_PAGE_TITLE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageRenderOutput,
  type PageRenderRequest,
} from '@rahi/shared-contracts';
import { renderTree, routePathOf } from '@rahi/shared-ui/server-render';
import LoginPage, { LOGIN_PAGE_TITLE, type LoginPageData } from '../pages/LoginPage';

export const contract = PAGE_CONTRACT_VERSION;

const LOGIN = './LoginPage';

function checkModule(module: string): void {
  if (module !== LOGIN) throw new Error(`mf-profile renders no ${module} on the server`);
}

/**
 * Nothing to load; the page's data only says which page it is, so the shell's start-up script knows the page is the
 * server's until it hydrates (a mobile typed and sent meanwhile is sent again by the app, never by the browser).
 */
export async function loadData({ module }: PageDataRequest): Promise<LoginPageData> {
  checkModule(module);
  return { page: 'login' };
}

/** The login page as HTML. Synchronous (renderToString), bounded by the gateway. */
export function render({ module, url, site }: PageRenderRequest): PageRenderOutput {
  checkModule(module);
  const { pathname, search } = new URL(url);
  const { html, styles } = renderTree(
    routePathOf('mf_profile', LOGIN),
    `${pathname}${search}`,
    <LoginPage />,
    site,
  );
  const canonical = new URL('/auth/login', url).toString();
  return {
    html,
    styles,
    head: {
      title: HOME_PAGE_TITLE,
      description: LOGIN_PAGE_TITLE,
      canonical,
      og: { title: LOGIN_PAGE_TITLE, url: canonical, type: 'website' },
    },
    status: 200,
  };
}
