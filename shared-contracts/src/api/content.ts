// The site's own content: CMS pages by path (GET /pages?path=), travel-tip articles (GET /articles,
// GET /articles/:slug) and the address list the sitemap is written from (GET /sitemap-entries); the popular
// routes and the road atlas are in popular-routes.ts and road-atlas.ts. A body is structured blocks, drawn
// with React, so no stored text becomes markup; an article written in the back office is HTML booking-api made
// from its Markdown and sanitised (`html`).
import * as z from 'zod';
import { idSchema, ratingSchema, slugSchema } from './common';
import { queryInt, queryParam } from './query-params';

const text = z.string().min(1);

/** A link inside a body: an internal path ('/city/1/hotels-mashhad') only. */
export const contentLinkSchema = z.object({
  text,
  href: z.string().regex(/^\/(?!\/)/, { error: 'a link must be a path on this site' }),
});

export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text }),
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(text).min(1) }),
  /** A highlighted remark: a warning or a tip set apart from the text. */
  z.object({ type: z.literal('note'), text }),
  z.object({ type: z.literal('links'), items: z.array(contentLinkSchema).min(1) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** A page path without its leading slash: 'about', 'help/payment/bank-cards'; lower-case ASCII segments. */
export const pagePathSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, { error: 'not a page path' });

export const pageQuerySchema = z.object({ path: z.string().max(2048) });

/** An ISO date-time (the last change of a record), as the sitemap's lastmod takes it. */
const updatedAtSchema = z.iso.datetime({ offset: true });

export const contentPageSchema = z.object({
  path: pagePathSchema,
  title: text,
  description: text,
  blocks: z.array(contentBlockSchema),
  /** A page written in the back office: its Markdown made HTML and sanitised on the server; shown instead of `blocks`. */
  html: z.string().nullable().optional(),
  updatedAt: updatedAtSchema,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const articleCategorySchema = z.object({
  slug: slugSchema,
  title: text,
  count: z.int().nonnegative(),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

const articleCitySchema = z.object({ id: idSchema, name: text, slug: slugSchema });

export const articleSummarySchema = z.object({
  slug: slugSchema,
  title: text,
  description: text,
  category: z.object({ slug: slugSchema, title: text }),
  city: articleCitySchema.nullable(),
  readingMinutes: z.int().positive(),
  updatedAt: updatedAtSchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const ARTICLES_PAGE_SIZE = 12;

export const articlesQuerySchema = z.object({
  category: queryParam(z.string().max(60).optional()),
  page: queryParam(queryInt('page', 1, 1000).default(1)),
});
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;

export const articlesSchema = z.object({
  items: z.array(articleSummarySchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
  /** Every category with its number of articles, for the filter. */
  categories: z.array(articleCategorySchema),
});
export type Articles = z.infer<typeof articlesSchema>;

export const relatedHotelSchema = z.object({
  id: idSchema,
  name: text,
  slug: slugSchema,
  stars: z.int().min(1).max(5),
  rating: ratingSchema,
  image: z.string().nullable(),
});
export type RelatedHotel = z.infer<typeof relatedHotelSchema>;

export const articleSchema = articleSummarySchema.extend({
  blocks: z.array(contentBlockSchema),
  /** An article written in the back office: its Markdown made HTML and sanitised on the server; shown instead of `blocks`. */
  html: z.string().nullable().optional(),
  publishedAt: updatedAtSchema,
  /** The best-rated hotels of the article's city (none for an article about no one city). */
  relatedHotels: z.array(relatedHotelSchema),
});
export type Article = z.infer<typeof articleSchema>;

/** Every address the sitemap lists, each with its record's last change. */
export const sitemapEntriesSchema = z.object({
  cities: z.array(z.object({ id: idSchema, slug: slugSchema, updatedAt: updatedAtSchema })),
  hotels: z.array(z.object({ id: idSchema, slug: slugSchema, updatedAt: updatedAtSchema })),
  pages: z.array(z.object({ path: pagePathSchema, updatedAt: updatedAtSchema })),
  articles: z.array(z.object({ slug: slugSchema, updatedAt: updatedAtSchema })),
  /** The map pages ('railway-map', 'mehrabad-map'), each with its data's last change. */
  maps: z.array(z.object({ path: pagePathSchema, updatedAt: updatedAtSchema })),
});
export type SitemapEntries = z.infer<typeof sitemapEntriesSchema>;
