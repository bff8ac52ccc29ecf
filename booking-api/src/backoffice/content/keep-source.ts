// Saving an article's or page's Markdown with its sanitised HTML (article_sources, page_sources), and the audit
// entry that names what the save did: made, changed, published or unpublished.
import type { Transaction } from '../../db/client';
import { articleSources, pageSources } from '../../db/content-editing-schema';
import { recordAudit } from '../../staff/audit';

/** `wasPublished`: undefined for a new article or page. */
export function savedAction(kind: 'article' | 'page', wasPublished: boolean | undefined, published: boolean) {
  if (wasPublished === undefined) return `${kind}_created`;
  if (wasPublished === published) return `${kind}_changed`;
  return published ? `${kind}_published` : `${kind}_unpublished`;
}

export interface KeptSource {
  kind: 'article' | 'page';
  /** The article's slug or the page's path. */
  key: string;
  title: string;
  markdown: string;
  html: string;
  published: boolean;
  staffId: number;
  now: Date;
  /** What it was before the save; null for a new one. */
  before: { title: string; published: boolean } | null;
}

/** Writes the source inside `tx` and audits the save. */
export async function keepSource(tx: Transaction, save: KeptSource) {
  const source = {
    markdown: save.markdown,
    html: save.html,
    published: save.published,
    updatedBy: save.staffId,
    updatedAt: save.now,
  };
  if (save.kind === 'article')
    await tx
      .insert(articleSources)
      .values({ slug: save.key, ...source })
      .onConflictDoUpdate({ target: articleSources.slug, set: source });
  else
    await tx
      .insert(pageSources)
      .values({ path: save.key, ...source })
      .onConflictDoUpdate({ target: pageSources.path, set: source });
  await recordAudit(tx, {
    staffId: save.staffId,
    action: savedAction(save.kind, save.before?.published, save.published),
    entityType: save.kind,
    entityId: save.key,
    before: save.before,
    after: { title: save.title, published: save.published },
  });
}
