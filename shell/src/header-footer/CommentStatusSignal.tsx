// Tells every remote, over the bus, whether comments are open (the payload's comment.comment_status): closed,
// review and comment entry points hide across the remotes (shared-ui's useCommentsOpen).
import { getEventBus } from '@rahi/shared-contracts';
import { useEffect } from 'react';
import { useHeaderFooter } from './use-header-footer';

export function CommentStatusSignal() {
  const open = useHeaderFooter()?.comment?.comment_status;
  useEffect(() => {
    if (typeof open === 'boolean') getEventBus().emit({ type: 'site/comment-status', payload: { open } });
  }, [open]);
  return null;
}
