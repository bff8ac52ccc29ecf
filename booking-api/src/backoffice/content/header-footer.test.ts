// The header/footer payload from the back office: an editor reads it, changes a link, the support phone (typed in
// Persian digits) and the comment toggle, and the public /header-footer-contents answers the change at once;
// a link to a script, a payload too large for the shell's cookie or a wrong phone are refused with nothing saved;
// a traveller's or support's session may not write it.
import { HEADER_FOOTER_COOKIE_BYTES } from '@rahi/shared-contracts';
import type { StaffHeaderFooter } from '@rahi/shared-contracts/api';
import { STAFF_CONTENT_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
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
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  handle = await openSeededDatabase();
  api = buildBookingApp(handle);
  editor = await signedInStaff(handle, ['editor']);
  support = await signedInStaff(handle, ['support']);
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

const put = (body: unknown, headers: Record<string, string> = editor.headers) =>
  Promise.resolve(
    api.app.request('/staff/header-footer', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  ) as Promise<TestResponse>;
const opened = async (): Promise<StaffHeaderFooter> =>
  (await (await api.get('/staff/header-footer', editor.headers)).json()).data.payload;
const publicPayload = async () => (await (await api.get('/header-footer-contents')).json()).data;

describe('an editor changing the header and footer', () => {
  it('saves the whole payload; the site answers it on its next request, and the save is audited', async () => {
    const before = await opened();
    const payload = structuredClone(before);
    payload.header.links[0] = { title: 'هتل‌های یزد', url: '/hotels/yazd' };
    payload.header.settings.phone = '۰۲۱-۹۱۰۰۰۰۰۱';
    payload.footer.columns.push({
      title: 'همکاری',
      links: [{ title: 'ثبت هتل', url: 'https://rahi.example/join' }],
    });
    payload.comment.comment_status = false;
    const saved = await put(payload);
    expect(saved.status).toBe(200);
    const answer = await saved.json();
    expect(answer.meta.message).toBe(M.headerFooterSaved);
    expect(answer.data.bytes).toBeLessThanOrEqual(HEADER_FOOTER_COOKIE_BYTES);
    const site = await publicPayload();
    expect(site.header.links[0]).toEqual({ title: 'هتل‌های یزد', url: '/hotels/yazd' });
    expect(site.header.settings.phone).toBe('021-91000001');
    expect(site.footer.columns.at(-1).title).toBe('همکاری');
    expect(site.comment.comment_status).toBe(false);
    const [entry] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, 'header_footer_changed'), eq(staffAuditLog.staffId, editor.staff.id)),
      );
    expect((entry?.before as StaffHeaderFooter | undefined)?.header.links[0]).toEqual(before.header.links[0]);
    expect((entry?.after as StaffHeaderFooter | undefined)?.comment.comment_status).toBe(false);
    payload.comment.comment_status = true;
    expect((await put(payload)).status).toBe(200);
  });

  it.each([
    [
      'a javascript: link',
      (p: StaffHeaderFooter) => {
        p.header.links[0] = { title: 'x', url: 'javascript:alert(1)' };
      },
      M.linkUrl,
    ],
    [
      'a link to another host without https',
      (p: StaffHeaderFooter) => {
        p.header.links[0] = { title: 'x', url: '//evil.example' };
      },
      M.linkUrl,
    ],
    [
      'a link without a title',
      (p: StaffHeaderFooter) => {
        p.header.links[0] = { title: ' ', url: '/guide' };
      },
      M.linkTitle,
    ],
    [
      'a wrong phone',
      (p: StaffHeaderFooter) => {
        p.footer.phone = '12345';
      },
      M.supportPhone,
    ],
    [
      'no header link',
      (p: StaffHeaderFooter) => {
        p.header.links = [];
      },
      M.linkCount,
    ],
  ])('refuses %s, keeping what was saved', async (_, change, message) => {
    const before = await publicPayload();
    const payload = structuredClone(await opened());
    change(payload);
    const refused = await put(payload);
    expect(refused.status).toBe(422);
    expect((await refused.json()).meta.errors).toContain(message);
    expect(await publicPayload()).toEqual(before);
  });

  it('refuses a payload the shell could not keep in its cookie, naming its size', async () => {
    const payload = structuredClone(await opened());
    payload.footer.about = 'راهی، رزرو آنلاین هتل در سراسر ایران. '.repeat(7).slice(0, 300);
    payload.footer.columns = Array.from({ length: 4 }, (_, n) => ({
      title: `ستون ${n}`,
      links: Array.from({ length: 8 }, (_, k) => ({ title: `پیوند شماره‌ی ${k}`, url: `/guide/${k}` })),
    }));
    const refused = await put(payload);
    expect(refused.status).toBe(422);
    expect((await refused.json()).meta.errors[0]).toMatch(/بایت شده است/);
  });

  it('is for editors and admins only', async () => {
    const payload = await opened();
    expect((await put(payload, support.headers)).status).toBe(403);
    expect((await api.get('/staff/header-footer', support.headers)).status).toBe(403);
    expect((await put(payload, {})).status).toBe(401);
  });
});
