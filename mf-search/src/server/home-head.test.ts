import { buildHomeHead } from './home-head';
import { HOME_URL, sampleHomePageData } from './home-test-data';

describe('buildHomeHead', () => {
  it('has the site title and description the shell index.html carries', () => {
    const head = buildHomeHead(sampleHomePageData(), HOME_URL);

    expect(head.title).toBe('راهی | رزرو آنلاین هتل');
    expect(head.description).toContain('رزرو آنلاین هتل در مشهد، تهران، اصفهان');
  });

  it('makes the canonical address the site root, without any query', () => {
    const head = buildHomeHead(sampleHomePageData(), 'https://rahi.example/?utm_source=x');

    expect(head.canonical).toBe('https://rahi.example/');
    expect(head.og.url).toBe(head.canonical);
  });

  it('gives Open Graph a title, a description and an absolute picture', () => {
    const { og } = buildHomeHead(sampleHomePageData(), HOME_URL);

    expect(og).toMatchObject({ type: 'website', title: 'راهی | رزرو آنلاین هتل', locale: 'fa_IR' });
    expect(og.image).toMatch(/^https:\/\/rahi\.example\/_img\?src=%2Fmedia%2Fhotels%2F11%2Fexterior-1\.svg/);
  });

  it('describes the site as a schema.org WebSite', () => {
    expect(buildHomeHead(sampleHomePageData(), HOME_URL).jsonLd).toMatchObject({
      '@type': 'WebSite',
      url: 'https://rahi.example/',
      inLanguage: 'fa-IR',
    });
  });
});
