// Matching a pathname against the route table without a router, for the gateway and for tests.
// Same ranking as react-router for the table's patterns: static segments beat `:params`, and the
// catch-all `/*` comes last.
import { ROUTES, type RouteDefinition, type RouteParams } from './route-table';

export interface RouteMatch {
  route: RouteDefinition;
  params: RouteParams;
  /** 200 for a built page; 404 for an unbuilt page, a catch-all miss or params that fail validation. */
  status: number;
}

function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    if (segment === '*') {
      params['*'] = have.slice(index).join('/');
      return params;
    }
    const actual = have[index];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(actual);
    else if (segment !== actual) return null;
  }
  return have.length === want.length ? params : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const specificity = (route: RouteDefinition) =>
  route.path
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? -100 : segment.startsWith(':') ? 2 : 3), 0);

const RANKED = [...ROUTES].sort((a, b) => specificity(b) - specificity(a));

/** Finds the route for a pathname; the catch-all guarantees one. */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[] = RANKED): RouteMatch {
  for (const route of routes) {
    const params = matchPattern(route.path, pathname.replace(/\/+$/, '') || '/');
    if (!params) continue;
    const valid = route.validate ? route.validate(params) : true;
    const built = Boolean(route.page);
    const status = !valid || !built ? 404 : (route.status ?? 200);
    return { route, params, status };
  }
  throw new Error(`No route matches ${pathname}; the route table has lost its catch-all`);
}

/**
 * Whether two paths name the same address, one percent-encoded and the other not (a hotel's Persian slug).
 * @example samePath('/hotel/6/%D9%87%D8%AA%D9%84', '/hotel/6/هتل') // → true
 */
export const samePath = (a: string, b: string): boolean => a === b || safeDecode(a) === safeDecode(b);
