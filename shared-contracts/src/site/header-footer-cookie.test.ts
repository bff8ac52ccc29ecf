import {
  HEADER_FOOTER_COOKIE_BYTES,
  headerFooterCookie,
  headerFooterCookieBytes,
  headerFooterCookieValue,
} from './header-footer-cookie';

describe('the headerFooter cookie', () => {
  it('holds the payload as URI-encoded JSON, its size what the back office counts', () => {
    const payload = { header: { links: [{ title: 'نکات سفر', url: '/travel-tips' }] } };
    const value = headerFooterCookieValue(payload);

    expect(value).toBe(encodeURIComponent(JSON.stringify(payload)));
    expect(value?.length).toBe(headerFooterCookieBytes(payload));
  });

  it('holds no payload too large for a cookie', () => {
    expect(headerFooterCookieValue({ about: 'ب'.repeat(HEADER_FOOTER_COOKIE_BYTES) })).toBeUndefined();
  });

  it('is written for the whole site, ten hours, same-site lax', () => {
    expect(headerFooterCookie('%7B%7D')).toBe('headerFooter=%7B%7D; Max-Age=36000; Path=/; SameSite=Lax');
  });
});
