import { HEADER_FOOTER_COOKIE } from '@rahi/shared-contracts';
import {
  type HeaderFooterPayload,
  readHeaderFooterCookie,
  writeHeaderFooterCookie,
} from './header-footer-cookie';

const payload: HeaderFooterPayload = {
  header: { settings: { phone: '021-91000000' }, links: [{ title: 'نکات سفر', url: '/travel-tips' }] },
  footer: {
    columns: [{ title: 'راهنما', links: [{ title: 'تماس با ما', url: '/contact-us' }] }],
    about: 'درباره راهی',
  },
  comment: { comment_status: true },
};

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie the code under test writes
  document.cookie = `${HEADER_FOOTER_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the headerFooter cookie', () => {
  it('round-trips the payload, Persian text included', () => {
    expect(writeHeaderFooterCookie(payload)).toBe(true);
    expect(readHeaderFooterCookie()).toEqual(payload);
  });

  it('is absent until written, and ignores a value that is not a payload', () => {
    expect(readHeaderFooterCookie()).toBeUndefined();
    expect(readHeaderFooterCookie(`${HEADER_FOOTER_COOKIE}=%7Bnot-json`)).toBeUndefined();
    expect(
      readHeaderFooterCookie(`${HEADER_FOOTER_COOKIE}=${encodeURIComponent('{"a":1}')}`),
    ).toBeUndefined();
  });

  it('does not cache a payload too large for a cookie', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const huge = { ...payload, footer: { ...payload.footer, about: 'راهی '.repeat(2000) } };
    expect(writeHeaderFooterCookie(huge)).toBe(false);
    expect(readHeaderFooterCookie()).toBeUndefined();
    warn.mockRestore();
  });
});
