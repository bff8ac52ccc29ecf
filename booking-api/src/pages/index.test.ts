import { contentPageSchema, envelopeSchema } from '@rahi/shared-contracts/api';
import type { DatabaseHandle } from '../db/client';
import { buildBookingApp, openSeededDatabase } from '../testing/booking-fixture';
import { normalizePagePath, PAGE_NOT_FOUND } from './index';

let handle: DatabaseHandle;
let app: ReturnType<typeof buildBookingApp>;
beforeAll(async () => {
  handle = await openSeededDatabase();
  app = buildBookingApp(handle);
}, 120_000);
afterAll(() => handle.close());

const getPage = (path: string) => app.get(`/pages?path=${encodeURIComponent(path)}`);

describe('GET /pages', () => {
  it('gives a page by its path, with its blocks and last change', async () => {
    const response = await getPage('cancellation-rules');
    expect(response.status).toBe(200);
    const page = envelopeSchema(contentPageSchema).parse(await response.json()).data;
    expect(page.title).toBe('شرایط لغو رزرو');
    expect(page.blocks.some((block) => block.type === 'list')).toBe(true);
    expect(Date.parse(page.updatedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('gives a page three levels deep, with or without slashes around the path', async () => {
    for (const path of ['help/payment/failed-payment', '/help/payment/failed-payment/']) {
      const body = await (await getPage(path)).json();
      expect(body.data.path).toBe('help/payment/failed-payment');
    }
  });

  it('answers 404 in Persian for an unknown path, a path that is not a page path, and none', async () => {
    for (const path of ['no-such-page', 'help/no-such', '../etc/passwd', 'ABOUT', 'a//b', 'x'.repeat(300)]) {
      const response = await getPage(path);
      expect(response.status).toBe(404);
      expect((await response.json()).meta.errors).toEqual([PAGE_NOT_FOUND]);
    }
    expect((await app.get('/pages')).status).toBe(422);
  });
});

describe('normalizePagePath', () => {
  it('keeps lower-case ASCII segments joined by single slashes', () => {
    expect(normalizePagePath('/about/')).toBe('about');
    expect(normalizePagePath('help/check-in/documents')).toBe('help/check-in/documents');
    expect(normalizePagePath('help/-x')).toBeUndefined();
    expect(normalizePagePath('درباره')).toBeUndefined();
  });
});
