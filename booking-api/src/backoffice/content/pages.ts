// CMS pages for editors and admins, as travel tips are (index.ts): every page with whether it was written here
// and is published, one page as Markdown, and saving it (a new page at a path the site leaves to its pages, or a
// change; publish or unpublish). The HTML is made and sanitised here and kept beside the Markdown in page_sources;
// each save is audited in its transaction. Paths are of any depth: /staff/pages/help/payment.

import {
  pagePathSchema,
  type StaffPage,
  type StaffPageSummary,
  staffPageBodySchema,
  staffPagePathSchema,
} from '@rahi/shared-contracts/api';
import { STAFF_CONTENT_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../../auth/parse-body';
import { blocksToMarkdown, leadOf, markdownToHtml } from '../../content-editing/markdown';
import type { Executor } from '../../db/client';
import { pageSources } from '../../db/content-editing-schema';
import { contentPages } from '../../db/schema';
import { ApiProblem, ok } from '../../envelope';
import { deskOperations } from '../../openapi/desk-operations';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';
import { keepSource } from './keep-source';

const selectPages = (db: Executor) =>
  db
    .select({ page: contentPages, source: pageSources })
    .from(contentPages)
    .leftJoin(pageSources, eq(pageSources.path, contentPages.path));

type Row = Awaited<ReturnType<ReturnType<typeof selectPages>['where']>>[number];

const summaryOf = ({ page, source }: Row): StaffPageSummary => ({
  path: page.path,
  title: page.title,
  edited: source !== null,
  published: source?.published ?? true,
  updatedAt: page.updatedAt.toISOString(),
});

function pageOf(row: Row): StaffPage {
  const markdown = row.source?.markdown ?? blocksToMarkdown(row.page.blocks);
  return {
    ...summaryOf(row),
    summary: row.page.description,
    markdown,
    html: row.source?.html ?? markdownToHtml(markdown),
  };
}

async function findPage(db: Executor, path: string) {
  const [row] = await selectPages(db).where(eq(contentPages.path, path));
  return row;
}

const PATH = '/staff/pages/:path{.+}';

export function pageEditingRoutes({ db, clock }: DeskDeps) {
  const editors = requireStaff('editor', 'admin');
  return new Hono<StaffEnv>()
    .get('/staff/pages', describeRoute(deskOperations.getStaffPages), editors, async (c) =>
      ok(c, (await selectPages(db).orderBy(asc(contentPages.path))).map(summaryOf)),
    )
    .get(PATH, describeRoute(deskOperations.getStaffPagesByPath), editors, async (c) => {
      const row = await findPage(db, c.req.param('path'));
      if (!row) throw new ApiProblem(404, [M.pageNotFound]);
      return ok(c, pageOf(row));
    })
    .put(PATH, describeRoute(deskOperations.putStaffPagesByPath), editors, async (c) => {
      const path = c.req.param('path').replace(/^\/+|\/+$/g, '');
      if (!pagePathSchema.safeParse(path).success) throw new ApiProblem(422, [M.pathInvalid]);
      const body = await parseAuthBody(c, staffPageBodySchema);
      const html = markdownToHtml(body.markdown);
      const now = clock();
      const saved = await db.transaction(async (tx) => {
        const existing = await findPage(tx, path);
        // A new page only where the site leaves the address to its pages (a seeded one, /guide, has its own route).
        if (!existing) {
          const free = staffPagePathSchema.safeParse(path);
          if (!free.success) throw new ApiProblem(422, [free.error.issues[0]?.message ?? M.pathTaken]);
        }
        const page = {
          title: body.title,
          description: body.summary || leadOf(body.markdown),
          updatedAt: now,
        };
        if (existing) await tx.update(contentPages).set(page).where(eq(contentPages.path, path));
        else await tx.insert(contentPages).values({ path, ...page, blocks: [] });
        await keepSource(tx, {
          kind: 'page',
          key: path,
          title: body.title,
          markdown: body.markdown,
          html,
          published: body.published,
          staffId: c.var.staff.id,
          now,
          before: existing
            ? { title: existing.page.title, published: existing.source?.published ?? true }
            : null,
        });
        return findPage(tx, path);
      });
      if (!saved) throw new ApiProblem(404, [M.pageNotFound]);
      return ok(c, pageOf(saved), { message: body.published ? M.published : M.unpublished });
    });
}
