export { useAuth } from './use-auth';
export { useCart } from './use-cart';
export { useObservable } from './use-observable';
