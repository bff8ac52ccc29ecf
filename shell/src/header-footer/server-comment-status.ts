// The comment toggle the gateway drew its page with (the server-rendered page's data-comments-open), put on the
// bus before the shell first renders: the page then hydrates with the same setting, so its first HTML and
// its hydration agree (no review appears or vanishes as it starts). CommentStatusSignal follows the payload after.
import { getEventBus } from '@rahi/shared-contracts';

/** Puts the server page's comment toggle on the bus; nothing when the page was not rendered on the server. */
export function takeServerCommentStatus(doc: Document = document): void {
  // #root as the gateway marked it (gateway/src/ssr/inject.ts).
  const marked = doc.getElementById('root')?.dataset.commentsOpen;
  if (marked !== 'true' && marked !== 'false') return;
  getEventBus().emit({ type: 'site/comment-status', payload: { open: marked === 'true' } });
}
