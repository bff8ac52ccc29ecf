// Which remote module renders a route: decided here once, for the shell (which renders it) and the gateway (which
// names its start-up chunks and renders it on the server).
import { NOT_FOUND_PAGE, type RemoteName, type RouteDefinition, type RouteParams } from './route-table';

export interface RoutePage {
  remote: RemoteName;
  /** The exposed module: './HotelPage'. */
  module: string;
}

/**
 * The route's own page; mf-content's not-found page for a route whose page is not built yet; undefined for params
 * that fail validation (the global error screen shows those).
 * @example pageForRoute(matchRoute('/hotel/3/x').route, { id: '3', slug: 'x' }) // { remote: 'mf_hotel', module: './HotelPage' }
 */
export function pageForRoute(route: RouteDefinition, params: RouteParams): RoutePage | undefined {
  if (route.validate && !route.validate(params)) return undefined;
  if (!route.page) return { remote: NOT_FOUND_PAGE.owner, module: NOT_FOUND_PAGE.page };
  return { remote: route.owner, module: route.page };
}
