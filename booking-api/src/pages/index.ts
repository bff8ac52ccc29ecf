// GET /pages?path=about/team: a CMS page by its path of any depth (the site's catch-all /{slug} renders it).
// A path that is not a page path, or names no page (or one unpublished in the back office), is the same 404: the
// page shows the real not-found page. A page written in the back office carries its sanitised `html`.
import { type ContentPage, pagePathSchema, pageQuerySchema } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { pageSources } from '../db/content-editing-schema';
import { contentPages } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseWith } from '../envelope/validate';
import { coreOperations } from '../openapi/core-operations';

export const PAGE_NOT_FOUND = 'این صفحه پیدا نشد.';

/** 'about/team' from '/about/team/' or 'about/team'; undefined for anything that is not a page path. */
export function normalizePagePath(path: string): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return pagePathSchema.safeParse(trimmed).success ? trimmed : undefined;
}

export function pageRoutes(db: Database) {
  return new Hono().get('/pages', describeRoute(coreOperations.getPages), async (c) => {
    const query = parseWith(pageQuerySchema, c.req.query());
    const path = normalizePagePath(query.path);
    if (!path) throw new ApiProblem(404, [PAGE_NOT_FOUND]);
    const [found] = await db
      .select({ row: contentPages, html: pageSources.html, published: pageSources.published })
      .from(contentPages)
      .leftJoin(pageSources, eq(pageSources.path, contentPages.path))
      .where(eq(contentPages.path, path));
    // A page unpublished in the back office is not there for travellers.
    if (!found || found.published === false) throw new ApiProblem(404, [PAGE_NOT_FOUND]);
    const page: ContentPage = {
      ...found.row,
      html: found.html,
      updatedAt: found.row.updatedAt.toISOString(),
    };
    return ok(c, page);
  });
}
