// The site's settings a server render is drawn with (the gateway's, from the header/footer payload): put on the
// page's bus before renderToString, so the hooks that read them (useCommentsOpen) draw what the gateway was told.
// The shell puts the same settings on the browser's bus before it hydrates (the marked element's
// data-comments-open), so the hydration draws the same markup.
import { getEventBus, type SiteSettings } from '@rahi/shared-contracts';

/**
 * Puts `site` on the bus for the render that follows. A render is synchronous, so two never interleave.
 * @example applySiteSettings({ commentsOpen: false }); renderToString(<HotelPageView … />) // no reviews
 */
export function applySiteSettings(site: SiteSettings): void {
  getEventBus().emit({ type: 'site/comment-status', payload: { open: site.commentsOpen } });
}
