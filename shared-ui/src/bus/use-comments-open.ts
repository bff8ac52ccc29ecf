// Whether comments are open on the site (the header/footer payload's comment_status, told by the shell over the
// bus). Review and comment entry points render only while it is true.
import { getEventBus } from '@rahi/shared-contracts';
import { useObservable } from './use-observable';

/**
 * True while comments are open; true on the server and while a server-rendered page hydrates (the server drew
 * the reviews), then the shell's setting.
 * @example const commentsOpen = useCommentsOpen(); return commentsOpen ? <ReviewsSection … /> : null;
 */
export function useCommentsOpen(): boolean {
  const bus = getEventBus();
  return useObservable(bus.commentsOpen$, bus.getCommentsOpen(), true);
}
