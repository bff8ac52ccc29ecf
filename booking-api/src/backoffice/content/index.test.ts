// Travel tips from the back office: an editor writes one in Markdown (with a script and an event attribute in it),
// previews and publishes it; the site shows sanitised HTML, lists it and puts it in the sitemap; unpublished, it is
// gone from all three. A seed article opens as Markdown written from its blocks.
import { STAFF_CONTENT_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { articles } from '../../db/schema';
import { staffAuditLog } from '../../db/staff-schema';
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

const put = (slug: string, body: object, headers = editor.headers) =>
  Promise.resolve(
    api.app.request(`/staff/articles/${slug}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  ) as Promise<TestResponse>;

const HOSTILE = [
  '## یک روز در یزد',
  'از بادگیرها شروع کنید. <script>alert("x")</script>',
  '<img src="https://example.com/yazd.jpg" onerror="alert(1)" alt="یزد">',
  '[کلیک کنید](javascript:alert(1)) یا <a href="javascript:alert(2)">این</a>.',
].join('\n\n');

const sitemapSlugs = async () =>
  ((await (await api.get('/sitemap-entries')).json()).data.articles as { slug: string }[]).map(
    (entry) => entry.slug,
  );

describe('an editor writing a travel tip', () => {
  it('publishes one: the site shows sanitised HTML, lists it and the sitemap has it; unpublished, all three forget it', async () => {
    const preview = await (
      await api.post('/staff/markdown-preview', { markdown: HOSTILE }, editor.headers)
    ).json();
    expect(preview.data.html).toContain('<h2>یک روز در یزد</h2>');
    expect(preview.data.html).not.toMatch(/<script|onerror|href="javascript/);

    const made = await put('yek-rooz-dar-yazd', {
      title: 'یک روز در یزد',
      markdown: HOSTILE,
      published: true,
      category: 'history',
    });
    expect(made.status).toBe(200);
    const body = await made.json();
    expect(body.meta.message).toBe(M.published);
    expect(body.data).toMatchObject({
      slug: 'yek-rooz-dar-yazd',
      edited: true,
      published: true,
      markdown: HOSTILE,
    });

    const page = await (await api.get('/articles/yek-rooz-dar-yazd')).json();
    expect(page.data.title).toBe('یک روز در یزد');
    expect(page.data.description).toBe(
      'یک روز در یزد از بادگیرها شروع کنید. [کلیک کنید](javascript:alert(1)) یا این.',
    );
    expect(page.data.html).toContain('<img src="https://example.com/yazd.jpg" alt="یزد" />');
    expect(page.data.html).not.toMatch(/<script|alert\("x"\)|onerror|href="javascript/);
    const list = await (await api.get('/articles?category=history')).json();
    expect(list.data.items.map((item: { slug: string }) => item.slug)).toContain('yek-rooz-dar-yazd');
    expect(await sitemapSlugs()).toContain('yek-rooz-dar-yazd');

    const hidden = await put('yek-rooz-dar-yazd', {
      title: 'یک روز در یزد',
      markdown: HOSTILE,
      published: false,
    });
    expect((await hidden.json()).meta.message).toBe(M.unpublished);
    expect((await api.get('/articles/yek-rooz-dar-yazd')).status).toBe(404);
    const after = await (await api.get('/articles?category=history')).json();
    expect(after.data.items.map((item: { slug: string }) => item.slug)).not.toContain('yek-rooz-dar-yazd');
    expect(after.data.total).toBe(list.data.total - 1);
    expect(await sitemapSlugs()).not.toContain('yek-rooz-dar-yazd');
    const staffList = await (await api.get('/staff/articles', editor.headers)).json();
    expect(staffList.data.items[0]).toMatchObject({
      slug: 'yek-rooz-dar-yazd',
      published: false,
      edited: true,
    });

    const actions = await handle.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, 'yek-rooz-dar-yazd'));
    expect(actions.map((row) => row.action)).toEqual(['article_created', 'article_unpublished']);
  });

  it('opens a seed article as Markdown from its blocks, and its edit replaces the blocks on the site', async () => {
    const [seed] = await handle.db.select().from(articles).limit(1);
    if (!seed) throw new Error('no article seeded');
    const opened = await (await api.get(`/staff/articles/${seed.slug}`, editor.headers)).json();
    expect(opened.data).toMatchObject({ edited: false, published: true, title: seed.title });
    expect(opened.data.markdown).toContain('## ');
    const edited = await put(seed.slug, {
      title: seed.title,
      summary: 'خلاصه‌ی تازه',
      markdown: `${opened.data.markdown}\n\nیک بند **تازه**.`,
      published: true,
    });
    expect(edited.status).toBe(200);
    const page = await (await api.get(`/articles/${seed.slug}`)).json();
    expect(page.data.description).toBe('خلاصه‌ی تازه');
    expect(page.data.html).toContain('<p>یک بند <strong>تازه</strong>.</p>');
  });

  it('refuses a bad address, a new article without a category or with an unknown one, and short text', async () => {
    const base = { title: 'عنوان مطلب', markdown: 'متنی به‌اندازه‌ی کافی بلند برای یک مطلب.', published: true };
    const cases: [string, object, string][] = [
      ['Bad_Slug', { ...base, category: 'history' }, M.slugInvalid],
      ['tazeh-matlab', base, M.categoryRequired],
      ['tazeh-matlab', { ...base, category: 'moon' }, M.categoryUnknown],
      ['tazeh-matlab', { ...base, category: 'history', markdown: 'کوتاه' }, M.markdownLength],
    ];
    for (const [slug, body, message] of cases) {
      const refused = await put(slug, body);
      expect(refused.status).toBe(422);
      expect((await refused.json()).meta.errors.join(' ')).toContain(message);
    }
    expect((await api.get('/staff/articles/tazeh-matlab', editor.headers)).status).toBe(404);
    const manager = await signedInStaff(handle, ['hotel_manager'], [1]);
    expect((await put('tazeh-matlab', { ...base, category: 'history' }, manager.headers)).status).toBe(403);
  });
});
