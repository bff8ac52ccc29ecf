// The head every content page starts from: its title with the site's name, description, canonical address and
// Open Graph (shared-contracts' pageOpenGraph).
import { type PageHead, pageOpenGraph } from '@rahi/shared-contracts';
import { contentTitle } from '../pages/content/page-title';

/** A content page's head: its title with the site's name, description, canonical address and Open Graph. */
export function contentPageHead(origin: string, title: string, description: string, path: string): PageHead {
  const canonical = `${origin}${path}`;
  const fullTitle = contentTitle(title);
  return {
    title: fullTitle,
    description,
    canonical,
    og: pageOpenGraph({ origin, title: fullTitle, description, url: canonical }),
  };
}
