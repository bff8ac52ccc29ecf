// The typed RxJS event bus the shell and the remotes talk over (auth, cart, toasts, loading, site settings).
// State streams replay the current value, so a remote that mounts late still sees who is logged in
// and what is in the cart. One bus per page: it is kept on globalThis under a registered symbol, so
// two copies of this package (a remote that failed to share) still meet on the same instance.
import { BehaviorSubject, distinctUntilChanged, filter, map, type Observable, Subject } from 'rxjs';
import { applyCartChange, type CartChange, type CartState, isAddableRoom } from '../cart/cart-rules';
import { ANONYMOUS, type AuthState, reduceAuth } from './auth-state';
import type { AuthEvent, CartEvent, EventOfType, RahiEvent, RahiEventType } from './events';

export interface EventBus {
  emit(event: RahiEvent): void;
  /** Every event from now on (not replayed). */
  readonly events$: Observable<RahiEvent>;
  on<T extends RahiEventType>(type: T): Observable<EventOfType<T>>;
  /** The current auth state, then every change. */
  readonly auth$: Observable<AuthState>;
  /** The current cart, then every change. */
  readonly cart$: Observable<CartState>;
  /** True while at least one loading/start has no matching loading/stop. */
  readonly loading$: Observable<boolean>;
  /** Whether comments are open (site/comment-status; open until the shell has read the setting), then every change. */
  readonly commentsOpen$: Observable<boolean>;
  getAuth(): AuthState;
  getCommentsOpen(): boolean;
  getCart(): CartState;
}

const isAuthEvent = (event: RahiEvent): event is AuthEvent => event.type.startsWith('auth/');
const isCartEvent = (event: RahiEvent): event is CartEvent => event.type.startsWith('cart/');

function toCartChange(event: CartEvent): CartChange {
  switch (event.type) {
    case 'cart/room-added':
      return { kind: 'added', room: event.payload };
    case 'cart/room-removed':
      return { kind: 'removed', id: event.payload.id };
    case 'cart/cleared':
      return { kind: 'cleared' };
  }
}

/** A fresh bus. Pages use {@link getEventBus}; tests create their own. */
export function createEventBus(): EventBus {
  const events = new Subject<RahiEvent>();
  const auth = new BehaviorSubject<AuthState>(ANONYMOUS);
  const cart = new BehaviorSubject<CartState>([]);
  const pendingLoads = new BehaviorSubject<ReadonlySet<string>>(new Set());
  const commentsOpen = new BehaviorSubject<boolean>(true);

  const apply = (event: RahiEvent) => {
    if (isAuthEvent(event)) {
      const next = reduceAuth(auth.getValue(), event);
      if (next !== auth.getValue()) auth.next(next);
    } else if (isCartEvent(event)) cart.next(applyCartChange(cart.getValue(), toCartChange(event)));
    else if (event.type === 'loading/start' || event.type === 'loading/stop') {
      const next = new Set(pendingLoads.getValue());
      if (event.type === 'loading/start') next.add(event.payload.key);
      else next.delete(event.payload.key);
      pendingLoads.next(next);
    } else if (event.type === 'site/comment-status') {
      if (event.payload.open !== commentsOpen.getValue()) commentsOpen.next(event.payload.open);
    }
  };

  return {
    emit(event) {
      if (event.type === 'cart/room-added' && !isAddableRoom(event.payload)) {
        console.error('[event-bus] cart/room-added refused: the room has no id', event.payload);
        return;
      }
      apply(event);
      events.next(event);
    },
    events$: events.asObservable(),
    on: <T extends RahiEventType>(type: T) =>
      events.pipe(filter((event): event is EventOfType<T> => event.type === type)),
    auth$: auth.asObservable(),
    cart$: cart.asObservable(),
    loading$: pendingLoads.pipe(
      map((keys) => keys.size > 0),
      distinctUntilChanged(),
    ),
    commentsOpen$: commentsOpen.asObservable(),
    getAuth: () => auth.getValue(),
    getCommentsOpen: () => commentsOpen.getValue(),
    getCart: () => cart.getValue(),
  };
}

const BUS_KEY = Symbol.for('rahi.event-bus.v1');

type GlobalWithBus = typeof globalThis & { [BUS_KEY]?: EventBus };

/** The page's one bus, created on first use. */
export function getEventBus(): EventBus {
  const scope = globalThis as GlobalWithBus;
  scope[BUS_KEY] ??= createEventBus();
  return scope[BUS_KEY];
}
