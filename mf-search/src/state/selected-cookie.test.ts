import { readSelectedCookie, selectedCookieText } from './selected-cookie';

const MASHHAD = {
  id: 1,
  type: 'city',
  title: 'مشهد',
  fullTitle: 'مشهد، خراسان رضوی',
  slug: 'hotels-mashhad',
} as const;

const header = (text: string) => text.split(';')[0] ?? '';

describe('the selected cookie', () => {
  it('reads back the selection it wrote, among other cookies', () => {
    const cookie = `token=abc; ${header(selectedCookieText(MASHHAD))}; userName=x`;

    expect(readSelectedCookie(cookie)).toEqual(MASHHAD);
  });

  it('is site-wide, lax and long-lived', () => {
    expect(selectedCookieText(MASHHAD)).toMatch(/; path=\/; max-age=2592000; samesite=lax$/);
  });

  it('ignores a missing, broken or foreign-shaped cookie', () => {
    expect(readSelectedCookie('token=abc')).toBeNull();
    expect(readSelectedCookie('selected=%7Bnot-json')).toBeNull();
    expect(
      readSelectedCookie(`selected=${encodeURIComponent(JSON.stringify({ id: 1, type: 'country' }))}`),
    ).toBeNull();
  });

  it('accepts the four fields of product §3 without a slug', () => {
    const { slug: _slug, ...plain } = MASHHAD;

    expect(readSelectedCookie(header(selectedCookieText(plain)))).toEqual(plain);
  });
});
