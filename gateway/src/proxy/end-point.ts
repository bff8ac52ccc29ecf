// Which endPoints the proxy forwards: relative paths of booking-api and nothing else. The browser chooses
// the endPoint, so every way of steering the call elsewhere is refused: a scheme, '//host', '@', '\',
// '.' and '..' segments, whitespace and control characters, and the same hidden behind percent-encoding,
// up to three layers deep. The endPoint is forwarded exactly as written, never normalised.

/** First path segments booking-api serves (docs/api-contract.md and the later areas). */
export const BOOKING_API_SEGMENTS: readonly string[] = [
  'header-footer-contents',
  'login-register',
  'otp',
  'login',
  'password',
  'check-token',
  'destinations',
  'cities',
  'hotels',
  'reservation-drafts',
  'content',
  'pages',
  'articles',
  'popular-routes',
  'road-atlas',
  'railway-lines',
  'airports',
  'logout',
  'profile',
  'bookings',
  'payments',
  'discount-codes',
  'wallet',
  'vouchers',
  'tickets',
  'transactions',
  'passengers',
  'favourites',
  'price-alerts',
  'reviews',
  'contact-messages',
  'questionnaire-questions',
  'questionnaire-answers',
  'artist-registrations',
  'airport-registrations',
  'staff',
];

/** booking-api's routes for development and tests (the SMS outbox); served only with RAHI_DEV_ROUTES=1. */
export const DEV_ONLY_SEGMENTS: readonly string[] = ['dev'];

/** The segments the proxy forwards: booking-api's, plus the development ones when they are opted into. */
export const bookingApiSegments = (devRoutes: boolean): readonly string[] =>
  devRoutes ? [...BOOKING_API_SEGMENTS, ...DEV_ONLY_SEGMENTS] : BOOKING_API_SEGMENTS;

export const MAX_END_POINT_LENGTH = 2048;
const DECODE_LAYERS = 3;

export type EndPointCheck = { ok: true; path: string } | { ok: false; status: 400 | 404; reason: string };

// RFC 3986 path and query characters, ASCII only, without '@', '#', '[', ']', '\', whitespace or controls:
// Persian text arrives percent-encoded, as URLSearchParams and encodeURIComponent write it.
const URL_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:/?%]*$/;
const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;
// In a decoded path: anything that could end the path, change the host or split a segment, and controls,
// bidi overrides included. A decoded query may hold Persian text with spaces and ZWNJ, but no controls.
const PATH_FORBIDDEN = /[\s\\@:?#\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const QUERY_FORBIDDEN = /[\\@\p{Cc}]/u;

/** Decodes every valid %XX run; a run that is not UTF-8 is read byte by byte, so nothing stays hidden. */
function decodeLeniently(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  });
}

/** The text, then each decoding of it while decoding still changes it; undefined if the first decode fails. */
function decodingLayers(text: string): string[] | undefined {
  let first: string;
  try {
    first = decodeURIComponent(text);
  } catch {
    return undefined;
  }
  const layers = [text];
  let current = first;
  while (current !== layers[layers.length - 1] && layers.length <= DECODE_LAYERS) {
    layers.push(current);
    current = decodeLeniently(current);
  }
  return current === layers[layers.length - 1] ? layers : undefined;
}

function pathProblem(path: string): string | undefined {
  for (const form of new Set([path, path.normalize('NFKC')])) {
    if (PATH_FORBIDDEN.test(form)) return 'a forbidden character in the path';
    const segments = form.split('/').slice(1);
    if (segments.some((segment, index) => segment === '' && index < segments.length - 1)) {
      return 'an empty path segment';
    }
    if (segments.some((segment) => segment === '.' || segment === '..')) return 'a dot segment';
  }
  return undefined;
}

/**
 * Decides whether an endPoint may be forwarded to booking-api.
 *
 * @example
 * checkEndPoint('/cities/1/hotels?stars=4,5&page=2'); // { ok: true, path: '/cities/1/hotels?stars=4,5&page=2' }
 * checkEndPoint('/hotels/%252e%252e/admin'); // { ok: false, status: 400, reason: 'a dot segment' }
 * checkEndPoint('/admin'); // { ok: false, status: 404, reason: 'an unknown first segment' }
 */
export function checkEndPoint(
  endPoint: string,
  allowedSegments: readonly string[] = BOOKING_API_SEGMENTS,
): EndPointCheck {
  const refuse = (reason: string, status: 400 | 404 = 400): EndPointCheck => ({ ok: false, status, reason });
  if (endPoint.length === 0 || endPoint.length > MAX_END_POINT_LENGTH)
    return refuse('an empty or too long endPoint');
  if (!endPoint.startsWith('/') || endPoint.startsWith('//')) return refuse('not a relative path');
  if (!URL_CHARS.test(endPoint)) return refuse('a character outside the URL set');
  if (BAD_PERCENT.test(endPoint)) return refuse('a malformed percent-encoding');

  const queryAt = endPoint.indexOf('?');
  const path = queryAt === -1 ? endPoint : endPoint.slice(0, queryAt);
  const query = queryAt === -1 ? '' : endPoint.slice(queryAt + 1);

  const pathLayers = decodingLayers(path);
  if (!pathLayers) return refuse('a path encoded too deeply or not as UTF-8');
  for (const layer of pathLayers) {
    const problem = pathProblem(layer);
    if (problem) return refuse(problem);
  }

  const queryLayers = decodingLayers(query);
  if (!queryLayers) return refuse('a query encoded too deeply or not as UTF-8');
  if (queryLayers.some((layer) => QUERY_FORBIDDEN.test(layer))) {
    return refuse('a forbidden character in the query');
  }

  const firstSegment = path.split('/')[1] ?? '';
  if (!allowedSegments.includes(firstSegment)) return refuse('an unknown first segment', 404);
  return { ok: true, path: endPoint };
}
