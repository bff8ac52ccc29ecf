import { BOOKING_API_SEGMENTS, bookingApiSegments, checkEndPoint, MAX_END_POINT_LENGTH } from './end-point';

describe('checkEndPoint', () => {
  it.each([
    '/header-footer-contents',
    '/cities/1/hotels?stars=4,5&page=2',
    '/destinations?q=%D9%85%D8%B4%D9%87%D8%AF',
    '/destinations?q=%D9%85%D8%B4%D9%87%D8%AF%20%D8%B4%D9%87%D8%B1',
    '/hotels/12/rooms?checkin=2025-03-21&nights=2',
    '/password/reset',
    '/cities/1/hotels?sort=-price&types=hotel,apartment',
    '/destinations?q=50%25',
    '/destinations?q=%D9%86%DB%8C%E2%80%8C%D8%B4%D8%A7%D8%A8%D9%88%D8%B1',
    '/reservation-drafts/',
  ])('forwards %s exactly as written', (endPoint) => {
    expect(checkEndPoint(endPoint)).toEqual({ ok: true, path: endPoint });
  });

  it.each([
    ['an absolute URL', 'http://evil.example/hotels'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a path without its leading slash', 'hotels/1'],
    ['a protocol-relative URL', '//evil.example/hotels'],
    ['an empty endPoint', ''],
    ['a scheme after the slash', '/http://evil.example'],
    ['a dot-dot segment', '/hotels/../admin'],
    ['a dot segment', '/hotels/./1'],
    ['a trailing dot-dot', '/hotels/..'],
    ['an encoded dot-dot', '/hotels/%2e%2e/admin'],
    ['a half-encoded dot-dot', '/hotels/.%2E/admin'],
    ['a double-encoded dot-dot', '/hotels/%252e%252e/admin'],
    ['a triple-encoded dot-dot', '/hotels/%25252e%25252e/admin'],
    ['an encoding four layers deep', '/hotels/%2525252e%2525252e/admin'],
    ['an encoded slash that makes a dot-dot segment', '/hotels/..%2fadmin'],
    ['encoded slashes that make //', '/hotels%2f%2fevil.example'],
    ['a double slash inside the path', '/hotels//1'],
    ['a backslash', '/hotels\\..\\admin'],
    ['an encoded backslash', '/hotels/%5c..%5cadmin'],
    ['a double-encoded backslash', '/hotels/%255cadmin'],
    ['an @', '/hotels@evil.example'],
    ['an encoded @', '/hotels/%40evil.example'],
    ['a space', '/hotels/1 HTTP/1.1'],
    ['a tab', '/hotels/\t1'],
    ['a newline', '/hotels/1\r\nHost: evil'],
    ['an encoded newline', '/hotels/1%0d%0aHost:%20evil'],
    ['an encoded NUL', '/hotels/1%00'],
    ['an encoded space in the path', '/hotels/%20'],
    ['raw Persian text', '/destinations?q=مشهد'],
    ['a fragment', '/hotels/1#x'],
    ['a malformed escape', '/hotels/%zz'],
    ['an escape that is not UTF-8', '/hotels/%c0%ae%c0%ae/admin'],
    ['a full-width dot-dot', '/hotels/%EF%BC%8E%EF%BC%8E/admin'],
    ['a control character in the query', '/destinations?q=%00'],
    ['a backslash in the query', '/destinations?q=%5c'],
    ['an @ in the query', '/destinations?q=a@b'],
    ['an encoded right-to-left override', '/hotels/%E2%80%AEnimda'],
    ['a colon in the path', '/hotels:8080/1'],
    ['an endPoint over the length limit', `/hotels?q=${'a'.repeat(MAX_END_POINT_LENGTH)}`],
  ])('refuses %s with 400', (_, endPoint) => {
    expect(checkEndPoint(endPoint)).toMatchObject({ ok: false, status: 400 });
  });

  it.each(['/admin', '/', '/internal/metrics', '/hotels..'])(
    'answers 404 for %s, whose first segment booking-api does not serve',
    (endPoint) => {
      expect(checkEndPoint(endPoint)).toMatchObject({ ok: false, status: 404 });
    },
  );

  it('takes its allow-list from the caller', () => {
    expect(checkEndPoint('/admin/1', ['admin'])).toEqual({ ok: true, path: '/admin/1' });
    expect(checkEndPoint('/hotels/1', ['admin'])).toMatchObject({ ok: false, status: 404 });
  });
});

describe('bookingApiSegments', () => {
  it('adds the dev routes only when they are opted into', () => {
    expect(checkEndPoint('/dev/sms-outbox?mobile=09123456789', bookingApiSegments(true))).toMatchObject({
      ok: true,
    });
    expect(checkEndPoint('/dev/sms-outbox', bookingApiSegments(false))).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(checkEndPoint('/dev/sms-outbox')).toMatchObject({ ok: false, status: 404 });
    expect(bookingApiSegments(false)).toEqual(BOOKING_API_SEGMENTS);
  });

  it.each([
    '/login-register',
    '/otp',
    '/login',
    '/password/forgot',
    '/password/reset',
    '/check-token',
    '/logout',
  ])('forwards the login endpoint %s', (endPoint) => {
    expect(checkEndPoint(endPoint)).toEqual({ ok: true, path: endPoint });
  });
});

describe('the segments the proxy forwards', () => {
  it("cover every path of booking-api's OpenAPI document (a route without its segment is refused with 404)", async () => {
    const { buildOpenApiDocument } = await import('../../../booking-api/src/openapi/document');
    const { createBookingApi } = await import('../../../booking-api/src/app');
    // Built without a database: registering the routes reads nothing.
    const app = createBookingApi({ db: {} as never, auth: { env: { AUTH_CODE_SECRET: 'test' } } });
    const firstSegments = new Set(
      Object.keys((await buildOpenApiDocument(app)).paths).map((path) => path.split('/')[1] ?? ''),
    );
    // Asked by the gateway itself, never by a page: the sitemap's entries and the short links' targets.
    const gatewayOnly = ['sitemap-entries', 'short-links', 'openapi.json', 'dev'];
    const missing = [...firstSegments].filter(
      (segment) => !BOOKING_API_SEGMENTS.includes(segment) && !gatewayOnly.includes(segment),
    );
    expect(missing).toEqual([]);
  });
});
