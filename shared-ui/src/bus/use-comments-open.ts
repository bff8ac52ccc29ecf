// Whether comments are open on the site (the header/footer payload's comment_status, told by the shell over the
// bus). Review and comment entry points render only while it is true.
import { getEventBus } from '@rahi/shared-contracts';
import { useObservable } from './use-observable';

/**
 * True while comments are open. A server render draws the setting its build was given (shared-ui's
 * server-render puts it on the bus first) and a hydration the one the server drew (the shell puts the server's
 * setting on the bus before hydrating), then the shell's setting.
 * @example const commentsOpen = useCommentsOpen(); return commentsOpen ? <ReviewsSection … /> : null;
 */
export function useCommentsOpen(): boolean {
  const bus = getEventBus();
  const current = bus.getCommentsOpen();
  return useObservable(bus.commentsOpen$, current, current);
}
