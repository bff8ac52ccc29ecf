/** @jest-environment node */
import { renderCity as render, SAMPLE_URL, sampleCityPageData } from './test-data';

describe('render', () => {
  it('draws the city, the count, the sort, a hotel name and its from-price into the markup', () => {
    const { html, status } = render({ data: sampleCityPageData(), url: SAMPLE_URL });

    expect(status).toBe(200);
    expect(html).toContain('هتل‌های مشهد');
    expect(html).toContain('۲۳ هتل');
    expect(html).toContain('مرتب‌سازی');
    expect(html).toContain('هتل الماس');
    expect(html).toContain('۲٬۳۰۸٬۰۰۰');
  });

  it('draws the search box filled with the city and the stay', () => {
    const { html } = render({ data: sampleCityPageData(), url: SAMPLE_URL });

    expect(html).toContain('role="search"');
    expect(html).toContain('value="مشهد"');
  });

  it('draws both the sidebar filters and the phone filter button: the screen decides by CSS', () => {
    const { html } = render({ data: sampleCityPageData(), url: SAMPLE_URL });

    expect(html).toContain('<aside');
    expect(html).toContain('ستاره هتل');
    expect(html).toMatch(/<button[^>]*>فیلترها<\/button>/);
  });

  it('gives the photos a srcset through /_img, the first two eager and high priority, the rest lazy', () => {
    const { html } = render({ data: sampleCityPageData(), url: SAMPLE_URL });
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);

    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toMatch(/ src="\/_img\?src=%2Fmedia%2Fhotels%2F\d+%2Fexterior-1\.svg/);
      expect(image).toContain('srcSet="/_img?');
      expect(image).toContain('sizes="(min-width: 600px) 240px, 112px"');
    }
    expect(images.slice(0, 2).every((image) => image.includes('fetchPriority="high"'))).toBe(true);
    expect(images.slice(0, 2).every((image) => image.includes('loading="eager"'))).toBe(true);
    expect(images[2]).toContain('loading="lazy"');
    expect(images[2]).not.toContain('fetchPriority');
  });

  it('escapes text from the data instead of writing it as markup', () => {
    const { html } = render({ data: sampleCityPageData(), url: SAMPLE_URL });

    expect(html).not.toContain('<script>');
  });

  it('writes no <style> into the markup: the style tags list every class it uses and the ones merged into them', () => {
    const { html, styles } = render({ data: sampleCityPageData(), url: SAMPLE_URL });

    expect(html).not.toContain('<style');
    const used = new Set([...html.matchAll(/rtl-([a-zA-Z0-9_-]+)/g)].map((match) => match[1]));
    const classTag = /<style data-emotion="rtl ([^"]+)">/.exec(styles);
    expect(classTag).not.toBeNull();
    const listed = new Set(classTag?.[1]?.split(' '));
    expect([...used].filter((id) => id === undefined || !listed.has(id))).toEqual([]);
    // A styled component's class merged into its child's is on no element, but the browser computes it too.
    expect(listed.size).toBeGreaterThan(used.size);
  });

  it('renders the same markup twice: nothing depends on the clock or a counter', () => {
    const first = render({ data: sampleCityPageData(), url: SAMPLE_URL });
    const second = render({ data: sampleCityPageData(), url: SAMPLE_URL });

    expect(second.html).toBe(first.html);
    expect(second.styles).toBe(first.styles);
  });

  it('draws no review counts when comments are closed, and draws them when they are open', () => {
    const closed = render({ data: sampleCityPageData(), url: SAMPLE_URL, site: { commentsOpen: false } });
    const open = render({ data: sampleCityPageData(), url: SAMPLE_URL, site: { commentsOpen: true } });

    expect(closed.html).not.toContain('نظر)');
    expect(open.html).toContain('نظر)');
  });
});
