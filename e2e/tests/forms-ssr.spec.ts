// The public forms arrive rendered by the gateway (mf-content's server build): heading, lead, fields and head in the
// HTML before any JavaScript; the questionnaire with its questions. Each hydrates without warnings and without
// asking for its questions again, and what a traveller types before the app has started is kept.
import { expect, test } from '@playwright/test';
import { holdTheApp, SERVER_PAGE, watchHydration } from './hydration-watch';

const FORMS = [
  { path: '/contact-us', h1: 'تماس با ما', field: 'نام و نام خانوادگی', send: 'ارسال پیام' },
  {
    path: '/questionnaire',
    h1: 'پرسشنامه رضایت',
    field: 'پیشنهاد یا انتقادی برای ما دارید؟',
    send: 'ثبت پاسخ‌ها',
  },
  { path: '/artist-register', h1: 'همکاری هنرمندان', field: 'زمینه فعالیت', send: 'ثبت درخواست همکاری' },
  {
    path: '/airport-registration',
    h1: 'همکاری در ترانسفر فرودگاهی',
    field: 'فرودگاه محل فعالیت',
    send: 'ثبت درخواست همکاری',
  },
];

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const form of FORMS) {
  test(`${form.path}: 200 from the server, its heading, a field and its head in the HTML`, async ({
    request,
  }) => {
    const res = await request.get(form.path);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-rahi-render']).toBe('server');
    const html = await res.text();
    expect(html).toContain(`>${form.h1}</h1>`);
    expect(html).toContain(form.field);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${form.h1} | راهی`);
    expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(20);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`${form.path}$`));
  });
}

test('each form hydrates without warnings, the questionnaire without asking for its questions again', async ({
  page,
}) => {
  for (const form of FORMS) {
    const watch = watchHydration(page, /questionnaire-questions/);
    await page.goto(form.path);
    await expect(page.locator(SERVER_PAGE)).toBeVisible();
    // The send button is the server's disabled one until the page hydrates.
    await expect(page.getByRole('button', { name: form.send })).toBeEnabled();
    await page.waitForFunction(() => !('__RAHI_CONTENT__' in window));
    await page.waitForLoadState('networkidle');
    expect(watch.hydrationProblems()).toEqual([]);
    expect(await watch.replacedServerMarkup()).toEqual([]);
    expect(watch.contentCalls).toEqual([]);
    watch.stop();
  }
});

test.describe('before the page is hydrated', () => {
  // The app's code held back, so the traveller types into the server's fields.
  let release: () => void;
  test.beforeEach(async ({ page }) => {
    release = await holdTheApp(page);
  });

  test('what the traveller types into the contact form is kept, with the focus, and then sent', async ({
    page,
  }) => {
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    const name = page.getByRole('textbox', { name: 'نام و نام خانوادگی', exact: true });
    await name.click();
    await page.keyboard.type('مریم احمدی');
    expect(await page.evaluate(() => '__RAHI_CONTENT__' in window)).toBe(true); // still the server's HTML
    await expect(page.getByRole('button', { name: 'ارسال پیام' })).toBeDisabled();

    release();
    await page.waitForFunction(() => !('__RAHI_CONTENT__' in window));
    await expect(name).toHaveValue('مریم احمدی');
    await expect(name).toBeFocused();
    // The form's state has the typed name: a send without the other fields complains about them, not the name.
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await expect(page.getByText('موضوع را بین ۳ تا ۱۲۰ حرف بنویسید.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(name).toHaveValue('مریم احمدی');
  });
});
