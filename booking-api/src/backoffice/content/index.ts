// Travel tips for editors and admins: every article with whether it was written here and is published, one article
// as Markdown (a seed article's blocks written out as Markdown the first time), a preview of Markdown as the site
// would show it, and saving (a new article or a change; publish or unpublish). The HTML is made and sanitised here
// (content-editing/markdown.ts) and kept beside the Markdown in article_sources; each save is audited in its
// transaction.

import {
  articleSlugSchema,
  type StaffArticle,
  type StaffArticleSummary,
  staffArticleBodySchema,
  staffMarkdownPreviewSchema,
} from '@rahi/shared-contracts/api';
import { STAFF_CONTENT_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../../auth/parse-body';
import { blocksToMarkdown, leadOf, markdownToHtml } from '../../content-editing/markdown';
import type { Executor } from '../../db/client';
import { articleSources } from '../../db/content-editing-schema';
import { articleCategories, articles } from '../../db/schema';
import { ApiProblem, ok } from '../../envelope';
import { deskOperations } from '../../openapi/desk-operations';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';
import { keepSource } from './keep-source';

const parseSlug = (slug: string | undefined) => {
  const parsed = articleSlugSchema.safeParse(slug);
  if (!parsed.success) throw new ApiProblem(404, [M.articleNotFound]);
  return parsed.data;
};

const selectArticles = (db: Executor) =>
  db
    .select({
      slug: articles.slug,
      title: articles.title,
      description: articles.description,
      blocks: articles.blocks,
      updatedAt: articles.updatedAt,
      categorySlug: articleCategories.slug,
      categoryTitle: articleCategories.title,
      source: articleSources,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.slug, articles.categorySlug))
    .leftJoin(articleSources, eq(articleSources.slug, articles.slug));

type Row = Awaited<ReturnType<ReturnType<typeof selectArticles>['where']>>[number];

const summaryOf = (row: Row): StaffArticleSummary => ({
  slug: row.slug,
  title: row.title,
  category: { slug: row.categorySlug, title: row.categoryTitle },
  edited: row.source !== null,
  published: row.source?.published ?? true,
  updatedAt: row.updatedAt.toISOString(),
});

function articleOf(row: Row): StaffArticle {
  const markdown = row.source?.markdown ?? blocksToMarkdown(row.blocks);
  return {
    ...summaryOf(row),
    summary: row.description,
    markdown,
    html: row.source?.html ?? markdownToHtml(markdown),
  };
}

async function findArticle(db: Executor, slug: string) {
  const [row] = await selectArticles(db).where(eq(articles.slug, slug));
  return row;
}

export function contentRoutes({ db, clock }: DeskDeps) {
  const editors = requireStaff('editor', 'admin');
  return new Hono<StaffEnv>()
    .get('/staff/articles', describeRoute(deskOperations.getStaffArticles), editors, async (c) => {
      const [rows, categories] = await Promise.all([
        selectArticles(db).orderBy(desc(articles.updatedAt), asc(articles.slug)),
        db
          .select({ slug: articleCategories.slug, title: articleCategories.title })
          .from(articleCategories)
          .orderBy(articleCategories.position),
      ]);
      return ok(c, { items: rows.map(summaryOf), categories });
    })
    .get(
      '/staff/articles/:slug',
      describeRoute(deskOperations.getStaffArticlesBySlug),
      editors,
      async (c) => {
        const row = await findArticle(db, parseSlug(c.req.param('slug')));
        if (!row) throw new ApiProblem(404, [M.articleNotFound]);
        return ok(c, articleOf(row));
      },
    )
    .post(
      '/staff/markdown-preview',
      describeRoute(deskOperations.postStaffMarkdownPreview),
      editors,
      async (c) => {
        const { markdown } = await parseAuthBody(c, staffMarkdownPreviewSchema);
        return ok(c, { html: markdownToHtml(markdown) });
      },
    )
    .put(
      '/staff/articles/:slug',
      describeRoute(deskOperations.putStaffArticlesBySlug),
      editors,
      async (c) => {
        const parsedSlug = articleSlugSchema.safeParse(c.req.param('slug'));
        if (!parsedSlug.success) throw new ApiProblem(422, [M.slugInvalid]);
        const slug = parsedSlug.data;
        const body = await parseAuthBody(c, staffArticleBodySchema);
        const html = markdownToHtml(body.markdown);
        const now = clock();
        const saved = await db.transaction(async (tx) => {
          const existing = await findArticle(tx, slug);
          if (body.category !== undefined) {
            const [category] = await tx
              .select({ slug: articleCategories.slug })
              .from(articleCategories)
              .where(eq(articleCategories.slug, body.category));
            if (!category) throw new ApiProblem(422, [M.categoryUnknown]);
          } else if (!existing) throw new ApiProblem(422, [M.categoryRequired]);
          const description = body.summary || leadOf(body.markdown);
          if (existing)
            await tx
              .update(articles)
              .set({
                title: body.title,
                description,
                updatedAt: now,
                ...(body.category && { categorySlug: body.category }),
              })
              .where(eq(articles.slug, slug));
          else
            await tx.insert(articles).values({
              slug,
              title: body.title,
              description,
              categorySlug: body.category as string,
              blocks: [],
              publishedAt: now,
              updatedAt: now,
            });
          await keepSource(tx, {
            kind: 'article',
            key: slug,
            title: body.title,
            markdown: body.markdown,
            html,
            published: body.published,
            staffId: c.var.staff.id,
            now,
            before: existing
              ? { title: existing.title, published: existing.source?.published ?? true }
              : null,
          });
          return findArticle(tx, slug);
        });
        if (!saved) throw new ApiProblem(404, [M.articleNotFound]);
        return ok(c, articleOf(saved), { message: body.published ? M.published : M.unpublished });
      },
    );
}
