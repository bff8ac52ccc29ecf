// What an article's or page's save did, as its audit entry names it: made, changed, published or unpublished.

/** `wasPublished`: undefined for a new article or page. */
export function savedAction(kind: 'article' | 'page', wasPublished: boolean | undefined, published: boolean) {
  if (wasPublished === undefined) return `${kind}_created`;
  if (wasPublished === published) return `${kind}_changed`;
  return published ? `${kind}_published` : `${kind}_unpublished`;
}
