/** @jest-environment node */
// The hotel page as the server container's page() gives it, drawn as the gateway draws it (in the shell's app).
import type { SiteSettings } from '@rahi/shared-contracts';
import { drawPage } from '@rahi/shared-ui/server-render';
import type { HotelPageData } from '../pages/hotel-page-data';
import { page } from './container';
import { sampleHotelPageData } from './test-data';

const render = ({
  data,
  url,
  site = { commentsOpen: true },
}: {
  data: HotelPageData;
  url: string;
  site?: SiteSettings;
}) => {
  const request = { module: './HotelPage', data, url, site };
  return drawPage('mf_hotel', request, page(request));
};

const URL_ASKED = 'https://rahi.example/hotel/12/hotel-darvishi?checkin=2026-12-01&nights=2';

describe('render', () => {
  it('draws the hotel name, a room and its price into the markup', () => {
    const { html, status } = render({ data: sampleHotelPageData(), url: URL_ASKED });

    expect(status).toBe(200);
    expect(html).toContain('هتل درویشی');
    expect(html).toContain('دو تخته دبل');
    expect(html).toContain('۵٬۲۰۰٬۰۰۰');
  });

  it('escapes text from the data instead of writing it as markup', () => {
    const { html } = render({ data: sampleHotelPageData(), url: URL_ASKED });

    expect(html).not.toContain('<script>');
  });

  it('writes no <style> into the markup: the style tags list every class it uses and the ones merged into them', () => {
    const { html, styles } = render({ data: sampleHotelPageData(), url: URL_ASKED });

    expect(html).not.toContain('<style');
    const used = new Set([...html.matchAll(/rtl-([a-zA-Z0-9_-]+)/g)].map((match) => match[1]));
    const classTag = /<style data-emotion="rtl ([^"]+)">/.exec(styles);
    expect(classTag).not.toBeNull();
    const listed = new Set(classTag?.[1]?.split(' '));
    expect([...used].filter((id) => id === undefined || !listed.has(id))).toEqual([]);
    // A styled component's class merged into its child's is on no element, but the browser computes it too.
    expect(listed.size).toBeGreaterThan(used.size);
  });

  it('adds the base styles the shell draws (CssBaseline) as a global style tag', () => {
    const { styles } = render({ data: sampleHotelPageData(), url: URL_ASKED });

    expect(styles).toMatch(/<style data-emotion="rtl-global [a-z0-9]+">html\{/);
  });

  it('renders the same markup twice: nothing depends on the clock or a counter', () => {
    const first = render({ data: sampleHotelPageData(), url: URL_ASKED });
    const second = render({ data: sampleHotelPageData(), url: URL_ASKED });

    expect(second.html).toBe(first.html);
    expect(second.styles).toBe(first.styles);
  });

  it('draws no reviews, no review count and no recommend share when comments are closed, and all when open', () => {
    const closed = render({ data: sampleHotelPageData(), url: URL_ASKED, site: { commentsOpen: false } });
    const open = render({ data: sampleHotelPageData(), url: URL_ASKED, site: { commentsOpen: true } });

    expect(closed.html).not.toContain('نظرات مهمانان');
    expect(closed.html).not.toContain('نظر)');
    expect(open.html).toContain('نظرات مهمانان');
    expect(open.html).toContain('نظر)');
    expect(closed.html).not.toContain('پیشنهاد می‌کنند');
    expect(open.html).toContain('پیشنهاد می‌کنند');
  });
});
