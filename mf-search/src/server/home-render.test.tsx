/** @jest-environment node */

import { HOME_URL, sampleHomePageData } from './home-test-data';
import { drawn as render } from './test-data';

const OPEN = { commentsOpen: true };

const renderHome = () =>
  render({ module: './HomePage', data: sampleHomePageData(), url: HOME_URL, site: OPEN });
/** The markup without the empty comments React writes between adjacent text parts. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe('render of the home page', () => {
  it('draws the hero heading and the whole search box', () => {
    const { html, status } = renderHome();

    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*id="hero-title"[^>]*>رزرو هتل در سراسر ایران، با بهترین قیمت<\/h1>/);
    expect(html).toContain('role="search"');
    expect(html).toContain('جستجو</button>');
  });

  it('draws the popular destinations with their hotel counts in Persian digits', () => {
    const html = textOf(renderHome().html);

    expect(html).toContain('مقصدهای محبوب');
    expect(html).toContain('هتل‌های تهران');
    expect(html).toContain('استان، ۸۴ هتل');
  });

  it('draws the shrine row with distances and the featured row without Mashhad, with the server stay in links', () => {
    const html = textOf(renderHome().html);

    expect(html).toContain('هتل الماس');
    expect(html).toContain('۱٫۵ کیلومتر تا حرم');
    expect(html).toContain('هتل برتر تهران');
    expect(html).not.toContain('هتل برتر مشهد');
    expect(html).toContain('checkin=2099-12-01&amp;nights=1');
  });

  it('draws no skeletons: every row has its data', () => {
    expect(renderHome().html).not.toContain('MuiSkeleton');
  });

  it('escapes text from the data instead of writing it as markup', () => {
    expect(renderHome().html).not.toContain('<script>');
  });

  it('writes no <style> into the markup: the style tags list every class it uses and the ones merged into them', () => {
    const { html, styles } = renderHome();

    expect(html).not.toContain('<style');
    const used = new Set([...html.matchAll(/rtl-([a-zA-Z0-9_-]+)/g)].map((match) => match[1]));
    const classTag = /<style data-emotion="rtl ([^"]+)">/.exec(styles);
    const listed = new Set(classTag?.[1]?.split(' '));
    expect([...used].filter((id) => id === undefined || !listed.has(id))).toEqual([]);
    // A styled component's class merged into its child's is on no element, but the browser computes it too.
    expect(listed.size).toBeGreaterThan(used.size);
  });

  it('renders the same markup twice: nothing depends on the clock or a counter', () => {
    expect(renderHome().html).toBe(renderHome().html);
  });

  it('renders the city page when the gateway names it, and refuses a page it does not render', () => {
    const { sampleCityPageData, SAMPLE_URL } = jest.requireActual('./test-data');

    expect(
      render({ module: './CityPage', data: sampleCityPageData(), url: SAMPLE_URL, site: OPEN }).html,
    ).toContain('هتل‌های مشهد');
    expect(() => render({ module: './SearchBox', data: {}, url: SAMPLE_URL, site: OPEN })).toThrow(
      /SearchBox/,
    );
  });
});
