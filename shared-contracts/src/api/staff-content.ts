// Content in the back office (/staff/articles, editors and admins): travel tips written in Markdown, previewed,
// published and unpublished. booking-api turns the Markdown into HTML and sanitises it (no script, no event
// attributes, no javascript: links); the site shows that HTML.

import {
  HEADER_FOOTER_COOKIE_BYTES,
  headerFooterCookieBytes,
  matchRoute,
  toAsciiDigits,
} from '@rahi/shared-contracts';
import * as z from 'zod';
import { STAFF_CONTENT_MESSAGES as M } from '../staff';
import { pagePathSchema } from './content';

export const articleSlugSchema = z
  .string({ error: M.slugInvalid })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slugInvalid })
  .min(3, { error: M.slugInvalid })
  .max(100, { error: M.slugInvalid });

const markdown = z
  .string({ error: M.markdownLength })
  .min(20, { error: M.markdownLength })
  .max(50_000, { error: M.markdownLength });

/** PUT /staff/articles/:slug: makes the article or changes it. */
export const staffArticleBodySchema = z.strictObject({
  title: z
    .string({ error: M.titleLength })
    .trim()
    .min(3, { error: M.titleLength })
    .max(200, { error: M.titleLength }),
  /** The lead under the title; empty: the first sentences of the text. */
  summary: z.string().trim().max(300, { error: M.summaryLength }).optional(),
  markdown,
  published: z.boolean(),
  /** An article category's slug; required for a new article. */
  category: z.string().max(100).optional(),
});
export type StaffArticleBody = z.infer<typeof staffArticleBodySchema>;

/** POST /staff/markdown-preview: the HTML the site would show. */
export const staffMarkdownPreviewSchema = z.strictObject({
  markdown: z.string().max(50_000, { error: M.markdownLength }),
});

export const staffArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.object({ slug: z.string(), title: z.string() }),
  /** Written in the back office (Markdown), or the seed's structured text. */
  edited: z.boolean(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StaffArticleSummary = z.infer<typeof staffArticleSummarySchema>;

export const staffArticleSchema = staffArticleSummarySchema.extend({
  summary: z.string(),
  markdown: z.string(),
  html: z.string(),
});
export type StaffArticle = z.infer<typeof staffArticleSchema>;

export const staffArticleListSchema = z.object({
  items: z.array(staffArticleSummarySchema),
  categories: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type StaffArticleList = z.infer<typeof staffArticleListSchema>;

/**
 * A CMS page's path: lower-case segments joined by «/», and not an address another part of the site answers
 * (a page there could never be reached): only what the route table leaves to its catch-all.
 */
export const staffPagePathSchema = z
  .string({ error: M.pathInvalid })
  .transform((path) => path.replace(/^\/+|\/+$/g, ''))
  .refine((path) => pagePathSchema.safeParse(path).success, { error: M.pathInvalid, abort: true })
  .refine((path) => matchRoute(`/${path}`).route.path === '/*', { error: M.pathTaken });

/** PUT /staff/pages/:path: makes the page or changes it. */
export const staffPageBodySchema = z.strictObject({
  title: staffArticleBodySchema.shape.title,
  summary: staffArticleBodySchema.shape.summary,
  markdown,
  published: z.boolean(),
});
export type StaffPageBody = z.infer<typeof staffPageBodySchema>;

export const staffPageSummarySchema = z.object({
  path: z.string(),
  title: z.string(),
  edited: z.boolean(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StaffPageSummary = z.infer<typeof staffPageSummarySchema>;

export const staffPageSchema = staffPageSummarySchema.extend({
  summary: z.string(),
  markdown: z.string(),
  html: z.string(),
});
export type StaffPage = z.infer<typeof staffPageSchema>;

const siteLinkSchema = z.strictObject({
  title: z
    .string({ error: M.linkTitle })
    .trim()
    .min(1, { error: M.linkTitle })
    .max(40, { error: M.linkTitle }),
  // A page of this site («/guide», not «//elsewhere») or a full https address; nothing a browser would run.
  url: z
    .string({ error: M.linkUrl })
    .trim()
    .regex(/^(?:\/(?!\/)|https:\/\/[^\s/]+)[^\s"'<>]*$/, { error: M.linkUrl })
    .max(300, { error: M.linkUrl }),
});

const links = (min: number, max: number) =>
  z.array(siteLinkSchema).min(min, { error: M.linkCount }).max(max, { error: M.linkCount });

const supportPhone = z
  .string({ error: M.supportPhone })
  .transform((text) => toAsciiDigits(text).trim())
  .refine((text) => /^0[\d-]+$/.test(text) && text.replace(/-/g, '').length === 11, {
    error: M.supportPhone,
  });

/** PUT /staff/header-footer: the whole payload of /header-footer-contents, as editors may write it. */
export const staffHeaderFooterSchema = z
  .strictObject({
    header: z.strictObject({
      settings: z.strictObject({
        phone: supportPhone,
        supportHours: z.string({ error: M.supportHours }).trim().max(60, { error: M.supportHours }),
        logoText: z
          .string({ error: M.logoText })
          .trim()
          .min(1, { error: M.logoText })
          .max(20, { error: M.logoText }),
        social: links(0, 5),
      }),
      links: links(1, 8),
    }),
    footer: z.strictObject({
      columns: z
        .array(
          z.strictObject({
            title: z
              .string({ error: M.columnTitle })
              .trim()
              .min(1, { error: M.columnTitle })
              .max(40, { error: M.columnTitle }),
            links: links(1, 8),
          }),
        )
        .min(1, { error: M.columnCount })
        .max(4, { error: M.columnCount }),
      about: z
        .string({ error: M.aboutLength })
        .trim()
        .min(1, { error: M.aboutLength })
        .max(300, { error: M.aboutLength }),
      phone: supportPhone,
    }),
    comment: z.strictObject({ comment_status: z.boolean() }),
  })
  .superRefine((payload, ctx) => {
    const bytes = headerFooterCookieBytes(payload);
    if (bytes > HEADER_FOOTER_COOKIE_BYTES)
      ctx.addIssue({ code: 'custom', message: M.headerFooterTooLarge(bytes, HEADER_FOOTER_COOKIE_BYTES) });
  });
export type StaffHeaderFooter = z.infer<typeof staffHeaderFooterSchema>;

export const staffHeaderFooterAnswerSchema = z.object({
  payload: staffHeaderFooterSchema,
  updatedAt: z.string(),
  /** headerFooterCookieBytes of the payload. */
  bytes: z.number(),
});
export type StaffHeaderFooterAnswer = z.infer<typeof staffHeaderFooterAnswerSchema>;
