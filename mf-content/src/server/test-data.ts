// For the server container's tests: a page as its page() gives it, drawn as the gateway draws it (inside the
// shell's app there; in the providers and route the app gives it here).
import type { SiteSettings } from '@rahi/shared-contracts';
import { drawPage } from '@rahi/shared-ui/server-render';
import type { ContentPageData } from '../pages/content/content-data';
import { page } from './container';

/** `module`'s page drawn at `url` from `data` (comments open unless `site` says otherwise). */
export function renderModule(request: { module: string; data: unknown; url: string; site?: SiteSettings }) {
  const full = { ...request, site: request.site ?? { commentsOpen: true } };
  return drawPage('mf_content', full, page(full));
}

/** The page `data` is for, drawn (renderModule). */
export const render = ({ data, ...rest }: { data: ContentPageData; url: string; site?: SiteSettings }) =>
  renderModule({ module: data.module, data, ...rest });
