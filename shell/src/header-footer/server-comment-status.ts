// The comment toggle the gateway drew its page with (the server-rendered page's data-comments-open), put on the
// bus before the shell first renders: the page then hydrates with the same setting, so its first HTML and
// its hydration agree (no review appears or vanishes as it starts). CommentStatusSignal follows the payload after.
import { getEventBus } from '@rahi/shared-contracts';

/** The ids of the element holding the server's page (gateway/src/ssr/layout-frame.ts): alone, or one tree. */
const SERVER_MARKUP_IDS = ['rahi-ssr', 'root'];

/** Puts the server page's comment toggle on the bus; nothing when the page was not rendered on the server. */
export function takeServerCommentStatus(doc: Document = document): void {
  const marked = SERVER_MARKUP_IDS.map((id) => doc.getElementById(id)?.dataset.commentsOpen).find(Boolean);
  if (marked !== 'true' && marked !== 'false') return;
  getEventBus().emit({ type: 'site/comment-status', payload: { open: marked === 'true' } });
}
