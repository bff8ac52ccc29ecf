// An old or hand-typed address of a page that has its own (a hotel under an earlier name's slug, /hotel/6/x): the
// server, having drawn the page and so knowing its canonical address, answers 301 to it instead of the page. Search
// engines and browsers then keep one address, and the page is not re-routed in the browser after hydration. A
// canonical address of another route (an alias page pointing elsewhere) is not followed: only the same page moves.
import { matchRoute, type RouteMatch, samePath } from '@rahi/shared-contracts';

/**
 * Where the request should have gone: the canonical path with the request's query, or undefined when the request
 * already names it (percent-encoded or not) or the canonical address is another route's.
 * @example canonicalMove('https://rahi.ir/hotel/6/hotel-x', new URL('http://h/hotel/6/x?nights=2'), match)
 * // → '/hotel/6/hotel-x?nights=2'
 */
export function canonicalMove(canonical: string, request: URL, match: RouteMatch): string | undefined {
  let path: string;
  try {
    path = new URL(canonical).pathname;
  } catch {
    return undefined;
  }
  if (samePath(path, request.pathname)) return undefined;
  if (matchRoute(path).route !== match.route) return undefined;
  return `${path}${request.search}`;
}
