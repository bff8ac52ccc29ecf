export { DrawnAuthContext, useAuth } from './use-auth';
export { useCart } from './use-cart';
export { useCommentsOpen } from './use-comments-open';
export { useObservable } from './use-observable';
