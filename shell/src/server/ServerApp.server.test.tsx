/**
 * @jest-environment node
 */
// What the shell's server container draws for the gateway's one-tree render (ADR 0037), in Node as the gateway
// runs it: emotion keeps every rule in its cache there, which the styles are read from.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderApp } from './ServerApp';
import { GUIDE_PAGE as page, SITE } from './test-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
});

describe('renderApp', () => {
  it("draws the layout for the address with the page in its main column, the session's name and the styles", () => {
    const { html, styles } = renderApp({
      location: '/guide',
      page,
      site: SITE,
      session: { userName: 'سارا رضایی', credit: 0 },
      cookies: '',
    });

    expect(html).toMatch(/<header[^>]*>[\s\S]*سارا رضایی[\s\S]*<\/header>/);
    expect(html).not.toContain('ورود / ثبت‌نام');
    expect(html).toMatch(
      /<main[^>]*id="main"[^>]*><!--\$--><h1>راهنمای رزرو هتل در راهی<\/h1><!--\/\$--><\/main>/,
    );
    expect(styles).toMatch(/^<style data-emotion="rtl-global /);
    expect(styles).toContain('<style data-emotion="rtl ');
  });

  it('draws for nobody a login button, and the header links of the cookie the browser will read', () => {
    const payload = {
      header: { settings: {}, links: [{ title: 'هتل‌های کیش', url: '/city/5/hotels-kish' }] },
      footer: { columns: [] },
      comment: { comment_status: true },
    };
    const { html } = renderApp({
      location: '/guide',
      page,
      site: SITE,
      session: null,
      cookies: `a=1; headerFooter=${encodeURIComponent(JSON.stringify(payload))}`,
    });

    expect(html).toContain('ورود / ثبت‌نام');
    expect(html).toContain('هتل‌های کیش');
  });

  it("draws an area of the layout the page's container drew too (the profile's menu) in place of its placeholder", () => {
    const { html } = renderApp({
      location: '/profile/reserves',
      page: {
        remote: 'mf_profile',
        module: './ReservesPage',
        element: <h1>رزروهای من</h1>,
        areas: { './ProfileMenu': <nav aria-label="حساب کاربری">منو</nav> },
      },
      site: SITE,
      session: { userName: 'سارا رضایی', credit: 0 },
      cookies: '',
    });

    expect(html).toMatch(/<!--\$--><nav aria-label="حساب کاربری">منو<\/nav><!--\/\$-->/);
    expect(html).not.toMatch(/MuiSkeleton/);
    expect(html).toMatch(/<main[^>]*id="main"[^>]*><!--\$--><h1>رزروهای من<\/h1><!--\/\$--><\/main>/);
    expect(jest.mocked(loadRemote)).not.toHaveBeenCalled();
  });

  it('leaves an area of the layout no container drew to the browser: its placeholder, and no remote asked for', () => {
    const { html } = renderApp({
      location: '/profile/reserves',
      page: { remote: 'mf_profile', module: './ReservesPage', element: <h1>رزروهای من</h1> },
      site: SITE,
      session: { userName: 'سارا رضایی', credit: 0 },
      cookies: '',
    });

    // The profile's menu (mf-profile's ./ProfileMenu): its skeleton, which the browser hydrates, then loads the menu.
    expect(html).toMatch(/<span[^>]*MuiSkeleton[^>]*aria-hidden="true"/);
    expect(html).not.toContain('<!--$!-->');
    expect(html).toMatch(/<main[^>]*id="main"[^>]*><!--\$--><h1>رزروهای من<\/h1><!--\/\$--><\/main>/);
    expect(jest.mocked(loadRemote)).not.toHaveBeenCalled();
  });
});
