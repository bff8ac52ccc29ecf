// GET /content/:slug: a content page's body (travel tips, guide, maps' text …), kept in site_content.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { siteContent } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { coreOperations } from '../openapi/core-operations';

const CONTENT_NOT_FOUND = 'این صفحه پیدا نشد.';

export function contentRoutes(db: Database) {
  return new Hono().get('/content/:slug', describeRoute(coreOperations.getContentBySlug), async (c) => {
    const slug = c.req.param('slug');
    if (!/^[a-z0-9-]{1,60}$/.test(slug)) throw new ApiProblem(404, [CONTENT_NOT_FOUND]);
    const [row] = await db
      .select()
      .from(siteContent)
      .where(eq(siteContent.key, `page:${slug}`));
    if (!row) throw new ApiProblem(404, [CONTENT_NOT_FOUND]);
    return ok(c, row.value);
  });
}
