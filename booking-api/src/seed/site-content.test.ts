import { ROUTES, readHeaderSettings } from '@rahi/shared-contracts';
import { PAGES } from './content/pages';
import { CONTENT_PAGES } from './content-pages';
import { HEADER_FOOTER, siteContentRows } from './site-content';

const routePaths = new Set(ROUTES.map((route) => route.path));
const cmsPaths = new Set(PAGES.map((page) => `/${page.path}`));

describe('the header/footer payload', () => {
  it('has the shape of product §3: header settings and links, footer, comment status', () => {
    expect(HEADER_FOOTER.header.settings).toEqual({
      phone: '021-91000000',
      supportHours: expect.any(String),
      logoText: 'راهی',
      social: expect.any(Array),
    });
    // Every social link is one the shell draws (readHeaderSettings keeps http(s) links with a title only).
    expect(readHeaderSettings(HEADER_FOOTER.header.settings).social).toHaveLength(3);
    expect(HEADER_FOOTER.header.links.length).toBeGreaterThan(0);
    expect(HEADER_FOOTER.footer.columns.length).toBeGreaterThan(0);
    expect(HEADER_FOOTER.footer.about).toMatch(/^راهی/);
    expect(HEADER_FOOTER.comment).toEqual({ comment_status: true });
  });

  it('links only to routes the product has, or to its CMS pages', () => {
    const links = [
      ...HEADER_FOOTER.header.links,
      ...HEADER_FOOTER.footer.columns.flatMap((column) => column.links),
    ];
    for (const link of links) {
      expect(link.title).toBeTruthy();
      expect(routePaths.has(link.url) || cmsPaths.has(link.url)).toBe(true);
    }
  });

  it('fits in the headerFooter cookie the shell caches it in (under 3800 bytes encoded)', () => {
    expect(encodeURIComponent(JSON.stringify(HEADER_FOOTER)).length).toBeLessThan(3800);
  });
});

describe('the content pages', () => {
  it('has a page for every content route the footer and header point to', () => {
    for (const slug of [
      'travel-tips',
      'guide',
      'contact-us',
      'railway-map',
      'mehrabad-map',
      'country-road-atlas',
      'popular-routes',
    ]) {
      expect(routePaths.has(`/${slug}`)).toBe(true);
      const page = CONTENT_PAGES[slug];
      expect(page?.title).toBeTruthy();
      expect(page?.summary).toBeTruthy();
      expect(page?.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of page?.sections ?? []) expect(section.body.length).toBeGreaterThan(60);
    }
  });

  it('is stored as header-footer plus one page:{slug} row per page', () => {
    const keys = siteContentRows().map((row) => row.key);
    expect(keys).toEqual(['header-footer', ...Object.keys(CONTENT_PAGES).map((slug) => `page:${slug}`)]);
  });
});
