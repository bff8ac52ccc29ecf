// Travel-tip articles and CMS pages as the back office writes them: the Markdown an editor typed, the sanitised
// HTML made from it on the server, and whether it is published. An article with no row here is the seed's
// structured text and is published; one with a row shows its HTML, or answers 404 while unpublished.
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { articles, contentPages } from './schema';
import { staffMembers } from './staff-schema';

export const articleSources = pgTable('article_sources', {
  slug: text('slug')
    .primaryKey()
    .references(() => articles.slug, { onDelete: 'cascade' }),
  markdown: text('markdown').notNull(),
  html: text('html').notNull(),
  published: boolean('published').notNull(),
  updatedBy: integer('updated_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * CMS pages as the back office writes them, as article_sources does for articles: a page with no row here is the
 * seed's blocks and is published; one with a row shows its HTML, or answers 404 while unpublished.
 */
export const pageSources = pgTable('page_sources', {
  path: text('path')
    .primaryKey()
    .references(() => contentPages.path, { onDelete: 'cascade' }),
  markdown: text('markdown').notNull(),
  html: text('html').notNull(),
  published: boolean('published').notNull(),
  updatedBy: integer('updated_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
