/**
 * @jest-environment node
 */
// The content pages as the server container's page() gives them, drawn as the gateway draws them (in the shell's app).
import type { Article, ContentPage } from '@rahi/shared-contracts/api';
import { loadData } from './container';
import { render, renderModule } from './test-data';

const page: ContentPage = {
  path: 'guide',
  title: 'راهنمای رزرو',
  description: 'از جست‌وجو تا واچر',
  blocks: [
    { type: 'heading', text: 'جست‌وجو' },
    { type: 'paragraph', text: '<script>alert(1)</script>' },
    { type: 'list', ordered: true, items: ['یک', 'دو'] },
    { type: 'note', text: 'نکته' },
    { type: 'links', items: [{ text: 'شرایط لغو', href: '/cancellation-rules' }] },
  ],
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('render', () => {
  it('draws every block as markup, text never read as HTML, with the styles it used', () => {
    const out = render({
      data: { module: './GuidePage', endPoint: '/pages?path=guide', page },
      url: 'https://rahi.example/guide',
    });
    expect(out.status).toBe(200);
    expect(out.html).toContain('>راهنمای رزرو</h1>');
    expect(out.html).toContain('>جست‌وجو</h2>');
    expect(out.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out.html).not.toContain('<script>');
    expect(out.html).toMatch(/<ol[^>]*><li>یک<\/li><li>دو<\/li><\/ol>/);
    expect(out.html).toContain('role="note"');
    expect(out.html).toContain('href="/cancellation-rules"');
    expect(out.styles).toContain('<style data-emotion');
    expect(out.head.title).toBe('راهنمای رزرو | راهی');
  });

  it("draws a back-office article's sanitised HTML in place of blocks", () => {
    const article: Article = {
      slug: 'yek-rooz-dar-yazd',
      title: 'یک روز در یزد',
      description: 'بادگیرها و قنات',
      category: { slug: 'history', title: 'شهرهای تاریخی' },
      city: null,
      readingMinutes: 1,
      updatedAt: '2026-11-29T09:00:00.000Z',
      publishedAt: '2026-11-29T09:00:00.000Z',
      blocks: [{ type: 'paragraph', text: 'متن قدیمی' }],
      html: '<h2>بادگیرها</h2>\n<p>از <strong>بادگیرها</strong> شروع کنید.</p>',
      relatedHotels: [],
    };
    const out = render({
      data: { module: './ArticlePage', endPoint: '/articles/yek-rooz-dar-yazd', article },
      url: 'https://rahi.example/travel-tips/yek-rooz-dar-yazd',
    });
    expect(out.html).toContain('>یک روز در یزد</h1>');
    expect(out.html).toContain('<h2>بادگیرها</h2>');
    expect(out.html).toContain('<p>از <strong>بادگیرها</strong> شروع کنید.</p>');
    expect(out.html).not.toContain('متن قدیمی');
  });

  it("draws a form page's heading, lead and fields, with its head, before any script runs", () => {
    const out = render({
      data: { module: './ContactPage', endPoint: null },
      url: 'https://rahi.example/contact-us?utm=1',
    });
    expect(out.html).toContain('>تماس با ما</h1>');
    expect(out.html).toMatch(/<form[^>]*aria-label="پیام به پشتیبانی"/);
    expect(out.html).toContain('نام و نام خانوادگی');
    expect(out.head.title).toBe('تماس با ما | راهی');
    expect(out.head.canonical).toBe('https://rahi.example/contact-us');
  });

  it("draws the questionnaire with the server's questions, a booking's number from the address", () => {
    const out = render({
      data: {
        module: './QuestionnairePage',
        endPoint: '/questionnaire-questions',
        questions: [
          { id: 1, kind: 'scale', text: 'رضایت از اتاق', options: [], required: true },
          { id: 2, kind: 'text', text: 'پیشنهاد شما', options: [], required: false },
        ],
      },
      url: 'https://rahi.example/questionnaire?reserveId=12345678&mobile=09121234567',
    });
    expect(out.html).toContain('۱. رضایت از اتاق');
    expect(out.html).toContain('۲. پیشنهاد شما (اختیاری)');
    expect(out.html.replaceAll('<!-- -->', '')).toContain('این پرسشنامه درباره رزرو ۱۲۳۴۵۶۷۸ است.');
    expect(out.html).toMatch(/<div class="MuiPaper-root[^"]*MuiAlert-root[^"]*"[^>]* role="note"/);
    expect(out.html).not.toContain('role="alert"');
    expect(out.html).not.toContain('در حال بارگذاری پرسش‌ها');
    expect(out.head.canonical).toBe('https://rahi.example/questionnaire');
  });

  it("draws the not-found page for the build's ./NotFoundPage, with status 404 and its title, asking for no data", () => {
    const out = renderModule({
      module: './NotFoundPage',
      data: undefined,
      url: 'https://rahi.example/help/no/such/page?x=1',
      site: { commentsOpen: true },
    });
    expect(out.status).toBe(404);
    expect(out.html).toContain('>صفحه‌ای که دنبالش بودید پیدا نشد</h1>');
    expect(out.html).toContain('/help/no/such/page');
    expect(out.html).toContain('href="/reserve-status"');
    expect(out.styles).toContain('<style data-emotion');
    expect(out.head.title).toBe('Page not found');
    expect(out.head.description).toMatch(/وجود ندارد/);
  });

  it("draws the page the artists' form ends on, its heading, text and way home, titled for the tab", () => {
    const out = render({
      data: { module: './ArtistRegisterSuccessPage', endPoint: null },
      url: 'https://rahi.example/artist-register-success',
    });
    expect(out.status).toBe(200);
    expect(out.html).toContain('>درخواست همکاری شما ثبت شد</');
    expect(out.html).toContain('href="/"');
    expect(out.head.title).toBe('درخواست همکاری ثبت شد | راهی');
    expect(out.head.canonical).toBe('https://rahi.example/artist-register-success');
  });

  it('draws /error: the server-error screen, status 200, titled as the site, asking for no data', async () => {
    const fetcher = jest.fn();
    const stay = { checkin: '2099-03-01', nights: 1 };
    const data = await loadData({ module: './ErrorPage', params: {}, stay, search: '', fetcher });
    expect(fetcher).not.toHaveBeenCalled();
    const out = renderModule({
      module: './ErrorPage',
      data,
      url: 'https://rahi.example/error?from=x',
      site: { commentsOpen: true },
    });
    expect(out.status).toBe(200);
    expect(out.html).toContain('aria-label="خطای ۵۰۰"');
    expect(out.html).toMatch(/<h1[^>]*>خطای سرور<\/h1>/);
    expect(out.html).toContain('>بازگشت به صفحه اصلی</button>');
    expect(out.head).toMatchObject({
      title: 'راهی | رزرو آنلاین هتل',
      canonical: 'https://rahi.example/error',
    });
  });

  it("draws the questionnaire's thanks with its two ways on", () => {
    const out = render({
      data: { module: './QuestionnaireSuccessPage', endPoint: null },
      url: 'https://rahi.example/questionnaire-sucess',
    });
    expect(out.html).toContain('>سپاس از همراهی شما</');
    expect(out.html).toContain('href="/contact-us"');
    expect(out.head.title).toBe('سپاس از پاسخ شما | راهی');
  });
});

describe('loadData', () => {
  it("answers /404's own module as a page that does not exist, so the gateway draws the not-found page", async () => {
    const fetcher = jest.fn();
    const stay = { checkin: '2099-03-01', nights: 1 };
    await expect(
      loadData({ module: './NotFoundPage', params: {}, stay, search: '', fetcher }),
    ).rejects.toMatchObject({ status: 404 });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
