// CMS pages from the back office: an editor opens a seed page as Markdown, rewrites it (a script in it goes), the
// site's page carries the sanitised HTML; a new page at a free path is made, unpublished it is 404 and out of the
// sitemap; a path another part of the site answers is refused.
import { STAFF_CONTENT_MESSAGES as M } from '@rahi/shared-contracts/staff';
import type { DatabaseHandle } from '../../db/client';
import { contentPages } from '../../db/schema';
import {
  buildBookingApp,
  flushBookingApps,
  openSeededDatabase,
  type TestResponse,
} from '../../testing/booking-fixture';
import { signedInStaff } from '../desk-test-kit';

let handle: DatabaseHandle;
let api: ReturnType<typeof buildBookingApp>;
let editor: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  handle = await openSeededDatabase();
  api = buildBookingApp(handle);
  editor = await signedInStaff(handle, ['editor']);
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

const put = (path: string, body: object) =>
  Promise.resolve(
    api.app.request(`/staff/pages/${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...editor.headers },
      body: JSON.stringify(body),
    }),
  ) as Promise<TestResponse>;
const sitemapPaths = async () =>
  ((await (await api.get('/sitemap-entries')).json()).data.pages as { path: string }[]).map(
    (entry) => entry.path,
  );

describe('an editor writing CMS pages', () => {
  it('rewrites a seed page in Markdown: the site shows the sanitised HTML in place of its blocks', async () => {
    const [seed] = await handle.db.select().from(contentPages).limit(1);
    if (!seed) throw new Error('no page seeded');
    const opened = await (await api.get(`/staff/pages/${seed.path}`, editor.headers)).json();
    expect(opened.data).toMatchObject({ path: seed.path, edited: false, published: true, title: seed.title });
    const saved = await put(seed.path, {
      title: seed.title,
      markdown: `${opened.data.markdown}\n\nبند **تازه**. <script>alert(1)</script>`,
      published: true,
    });
    expect(saved.status).toBe(200);
    const page = await (await api.get(`/pages?path=${seed.path}`)).json();
    expect(page.data.html).toContain('<p>بند <strong>تازه</strong>.');
    expect(page.data.html).not.toContain('<script');
  });

  it('makes a page at a free path; unpublished, it is 404 and out of the sitemap', async () => {
    const made = await put('help/e2e-pay', {
      title: 'پرداخت با کارت',
      markdown: '## کارت‌های بانکی\n\nهمه‌ی کارت‌های شتاب پذیرفته می‌شوند.',
      published: true,
    });
    expect(made.status).toBe(200);
    expect((await made.json()).data).toMatchObject({ path: 'help/e2e-pay', edited: true, published: true });
    expect((await (await api.get('/pages?path=help/e2e-pay')).json()).data.title).toBe('پرداخت با کارت');
    expect(await sitemapPaths()).toContain('help/e2e-pay');
    await put('help/e2e-pay', {
      title: 'پرداخت با کارت',
      markdown: '## کارت‌های بانکی\n\nدیگر نیست.',
      published: false,
    });
    expect((await api.get('/pages?path=help/e2e-pay')).status).toBe(404);
    expect(await sitemapPaths()).not.toContain('help/e2e-pay');
    const list = await (await api.get('/staff/pages', editor.headers)).json();
    expect(list.data).toContainEqual(expect.objectContaining({ path: 'help/e2e-pay', published: false }));
  });

  it('refuses a path another part of the site answers, or one that is not a path', async () => {
    const body = { title: 'صفحه', markdown: 'متنی به‌اندازه‌ی کافی بلند برای یک صفحه.', published: true };
    for (const [path, message] of [
      ['travel-tips', M.pathTaken],
      ['backoffice/x', M.pathTaken],
      ['Help/Bad_Path', M.pathInvalid],
    ] as const) {
      const refused = await put(path, body);
      expect(refused.status).toBe(422);
      expect((await refused.json()).meta.errors).toEqual([message]);
    }
    expect((await api.get('/staff/pages/no/such/page', editor.headers)).status).toBe(404);
  });
});
