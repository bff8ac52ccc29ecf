// GET /header-footer-contents: the header's links and settings, the footer, and whether comments are
// open (product §3 "Header/footer payload").
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { siteContent } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { coreOperations } from '../openapi/core-operations';

export function headerFooterRoutes(db: Database) {
  return new Hono().get(
    '/header-footer-contents',
    describeRoute(coreOperations.getHeaderFooterContents),
    async (c) => {
      const [row] = await db.select().from(siteContent).where(eq(siteContent.key, 'header-footer'));
      if (!row) throw new ApiProblem(404, ['محتوای سربرگ و پابرگ هنوز ثبت نشده است.']);
      return ok(c, row.value);
    },
  );
}
