import { logger } from '@rahi/booking-api/observability';
import { HEADER_FOOTER_COOKIE_BYTES } from '@rahi/shared-contracts';
import type { Upstream } from '../upstream';
import { commentsOpenInCookie, createSiteSettingsSource } from './site-settings';

const payload = (commentStatus: unknown) => ({
  header: { settings: {}, links: [] },
  footer: { columns: [] },
  comment: { comment_status: commentStatus },
});

function bookingApi(answers: { status: number; data?: unknown }[]) {
  const asked: string[] = [];
  const upstream: Upstream = {
    async fetch(request) {
      asked.push(request.path);
      const answer = answers.shift() ?? { status: 500 };
      return { status: answer.status, headers: {}, body: JSON.stringify({ meta: {}, data: answer.data }) };
    },
  };
  return { upstream, asked };
}

const signal = () => AbortSignal.timeout(1000);

/** The cookie's value as the shell writes it (writeHeaderFooterCookie). */
const cookieOf = (data: unknown) => encodeURIComponent(JSON.stringify(data));

describe('commentsOpenInCookie', () => {
  it("reads the toggle from the shell's cookie payload", () => {
    expect(commentsOpenInCookie(JSON.stringify(payload(false)))).toBe(false);
    expect(commentsOpenInCookie(JSON.stringify(payload(true)))).toBe(true);
  });

  it('ignores a cookie that is not a payload: no links list, no boolean toggle, not JSON', () => {
    expect(commentsOpenInCookie(JSON.stringify({ comment: { comment_status: false } }))).toBeUndefined();
    expect(commentsOpenInCookie(JSON.stringify(payload('no')))).toBeUndefined();
    expect(commentsOpenInCookie('{not json')).toBeUndefined();
    expect(commentsOpenInCookie(undefined)).toBeUndefined();
  });
});

describe('createSiteSettingsSource', () => {
  beforeEach(() => jest.spyOn(logger, 'error'));
  afterEach(() => jest.restoreAllMocks());

  it("takes booking-api's toggle and keeps it for the TTL, then asks again", async () => {
    let now = 0;
    const api = bookingApi([
      { status: 200, data: payload(false) },
      { status: 200, data: payload(true) },
    ]);
    const source = createSiteSettingsSource({ upstream: api.upstream, ttlMs: 5000, now: () => now });

    const closed = { settings: { commentsOpen: false }, headerFooterCookie: cookieOf(payload(false)) };
    expect(await source.forRequest(undefined, signal())).toEqual(closed);
    now = 4999;
    expect(await source.forRequest(undefined, signal())).toEqual(closed);
    now = 5000;
    expect(await source.forRequest(undefined, signal())).toEqual({
      settings: { commentsOpen: true },
      headerFooterCookie: cookieOf(payload(true)),
    });
    expect(api.asked).toEqual(['/header-footer-contents', '/header-footer-contents']);
  });

  it('prefers the cookie the shell will draw from', async () => {
    const api = bookingApi([{ status: 200, data: payload(true) }]);
    const source = createSiteSettingsSource({ upstream: api.upstream, ttlMs: 5000 });

    expect(await source.forRequest(JSON.stringify(payload(false)), signal())).toEqual({
      settings: { commentsOpen: false },
    });
    expect(api.asked).toEqual([]);
  });

  it('draws comments open when booking-api fails, and asks again on the next page instead of keeping the failure', async () => {
    const api = bookingApi([{ status: 503 }, { status: 200, data: payload(false) }]);
    const source = createSiteSettingsSource({ upstream: api.upstream, ttlMs: 5000, now: () => 0 });

    expect(await source.forRequest(undefined, signal())).toEqual({ settings: { commentsOpen: true } });
    expect(await source.forRequest(undefined, signal())).toMatchObject({ settings: { commentsOpen: false } });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('gives no cookie for a payload too large for one, as the shell writes none', async () => {
    const large = {
      ...payload(true),
      footer: { columns: [], about: 'ب'.repeat(HEADER_FOOTER_COOKIE_BYTES) },
    };
    const api = bookingApi([{ status: 200, data: large }]);
    const source = createSiteSettingsSource({ upstream: api.upstream, ttlMs: 5000 });

    expect(await source.forRequest(undefined, signal())).toEqual({ settings: { commentsOpen: true } });
  });
});
