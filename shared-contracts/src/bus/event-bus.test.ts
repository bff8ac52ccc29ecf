import type { Observable, Subscription } from 'rxjs';
import type { SelectedRoom } from '../cart/selected-room';
import { sampleRoom as room } from '../testing';
import { ANONYMOUS, type AuthState } from './auth-state';
import { createEventBus, type EventBus, getEventBus } from './event-bus';
import type { RahiEvent } from './events';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');
type GlobalWithBus = typeof globalThis & { [BUS_KEY]?: EventBus };
const scope = globalThis as GlobalWithBus;

const session = { userName: 'مریم', credit: 250_000 };

const subscriptions: Subscription[] = [];

/** Subscribes and returns the array the stream's values land in. */
function record<T>(stream: Observable<T>): T[] {
  const values: T[] = [];
  subscriptions.push(stream.subscribe((value) => values.push(value)));
  return values;
}

afterEach(() => {
  for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
  jest.restoreAllMocks();
});

describe('createEventBus', () => {
  describe('events$ and on()', () => {
    it('forwards every emitted event to events$ in order', () => {
      const bus = createEventBus();
      const seen = record(bus.events$);
      const toast: RahiEvent = { type: 'toast/success', payload: { message: 'رزرو شد' } };
      const stop: RahiEvent = { type: 'loading/stop', payload: { key: 'search' } };

      bus.emit(toast);
      bus.emit(stop);

      expect(seen).toEqual([toast, stop]);
    });

    it('does not replay past events to a late subscriber of events$', () => {
      const bus = createEventBus();
      bus.emit({ type: 'toast/info', payload: { message: 'قبلی' } });

      const seen = record(bus.events$);
      bus.emit({ type: 'toast/info', payload: { message: 'بعدی' } });

      expect(seen).toEqual([{ type: 'toast/info', payload: { message: 'بعدی' } }]);
    });

    it('delivers only the events of the requested type, with the payload typed for that type', () => {
      const bus = createEventBus();
      const removedIds: SelectedRoom['id'][] = [];
      const errorMessages: string[] = [];
      // These callbacks compile only because on() narrows the event to the requested type.
      subscriptions.push(
        bus.on('cart/room-removed').subscribe((event) => removedIds.push(event.payload.id)),
        bus.on('toast/error').subscribe((event) => errorMessages.push(event.payload.message)),
      );

      bus.emit({ type: 'toast/success', payload: { message: 'ok' } });
      bus.emit({ type: 'toast/error', payload: { message: 'خطا در پرداخت' } });
      bus.emit({ type: 'cart/room-added', payload: room(7) });
      bus.emit({ type: 'cart/room-removed', payload: { id: 7 } });
      bus.emit({ type: 'cart/cleared' });

      expect(removedIds).toEqual([7]);
      expect(errorMessages).toEqual(['خطا در پرداخت']);
    });

    it('type-checks emitted events against their type', () => {
      const bus = createEventBus();
      const seen = record(bus.on('toast/warning'));

      bus.emit({ type: 'toast/warning', payload: { message: 'ظرفیت محدود' } });
      // @ts-expect-error a toast carries `message`, not `text`: tsc fails if emit() stops checking payloads
      bus.emit({ type: 'toast/warning', payload: { text: 'x' } });
      // @ts-expect-error there is no 'toast/fatal' event: tsc fails if on() accepts any string
      bus.on('toast/fatal');

      expect(seen[0]).toEqual({ type: 'toast/warning', payload: { message: 'ظرفیت محدود' } });
    });

    it('updates the state before events$ subscribers hear about the event', () => {
      const bus = createEventBus();
      const cartSizesWhenHeard: number[] = [];
      subscriptions.push(
        bus.on('cart/room-added').subscribe(() => cartSizesWhenHeard.push(bus.getCart().length)),
      );

      bus.emit({ type: 'cart/room-added', payload: room(1) });

      expect(cartSizesWhenHeard).toEqual([1]);
    });
  });

  describe('auth$', () => {
    it('starts anonymous', () => {
      const bus = createEventBus();

      expect(bus.getAuth()).toEqual({ status: 'anonymous' });
      expect(record(bus.auth$)).toEqual([ANONYMOUS]);
    });

    it('replays the current auth state to a subscriber that subscribes late', () => {
      const bus = createEventBus();
      bus.emit({ type: 'auth/logged-in', payload: session });

      const late = record(bus.auth$);

      expect(late).toEqual([{ status: 'authenticated', ...session }]);
    });

    it('emits every auth change after the current state', () => {
      const bus = createEventBus();
      const states = record(bus.auth$);

      bus.emit({ type: 'auth/logged-in', payload: session });
      bus.emit({ type: 'auth/token-checked', payload: { valid: true, credit: 90_000 } });
      bus.emit({ type: 'auth/logged-out', payload: { redirectHome: true } });

      expect(states).toEqual<AuthState[]>([
        ANONYMOUS,
        { status: 'authenticated', ...session },
        { status: 'authenticated', ...session, credit: 90_000 },
        ANONYMOUS,
      ]);
    });

    it('logs the user out when a token check comes back invalid', () => {
      const bus = createEventBus();
      bus.emit({ type: 'auth/logged-in', payload: session });
      const states = record(bus.auth$);

      bus.emit({ type: 'auth/token-checked', payload: { valid: false } });

      expect(bus.getAuth()).toEqual({ status: 'anonymous' });
      expect(states.at(-1)).toEqual({ status: 'anonymous' });
    });

    it('does not re-emit the auth state for an auth event that changes nothing', () => {
      const bus = createEventBus();
      bus.emit({ type: 'auth/logged-in', payload: session });
      const states = record(bus.auth$);

      bus.emit({ type: 'auth/login-requested' });

      expect(states).toEqual([{ status: 'authenticated', ...session }]);
    });

    it('leaves the auth state alone for non-auth events', () => {
      const bus = createEventBus();
      bus.emit({ type: 'auth/logged-in', payload: session });

      bus.emit({ type: 'cart/cleared' });
      bus.emit({ type: 'toast/default', payload: { message: 'سلام' } });

      expect(bus.getAuth()).toEqual({ status: 'authenticated', ...session });
    });
  });

  describe('cart$', () => {
    it('starts with an empty cart', () => {
      const bus = createEventBus();

      expect(bus.getCart()).toEqual([]);
      expect(record(bus.cart$)).toEqual([[]]);
    });

    it('replays the current cart to a subscriber that subscribes late', () => {
      const bus = createEventBus();
      const a = room('a');
      const b = room('b');
      bus.emit({ type: 'cart/room-added', payload: a });
      bus.emit({ type: 'cart/room-added', payload: b });

      const late = record(bus.cart$);

      expect(late).toHaveLength(1);
      expect(late[0]).toEqual([a, b]);
    });

    it('applies added, removed and cleared events with the cart rules', () => {
      const bus = createEventBus();
      const a1 = room('a', 1_000_000);
      const b = room('b');
      const a2 = room('a', 2_000_000);
      bus.emit({ type: 'cart/room-added', payload: a1 });
      bus.emit({ type: 'cart/room-added', payload: b });
      bus.emit({ type: 'cart/room-added', payload: a2 });

      bus.emit({ type: 'cart/room-removed', payload: { id: 'a' } });
      expect(bus.getCart()).toEqual([a1, b]);
      expect(bus.getCart()[0]).toBe(a1);

      bus.emit({ type: 'cart/cleared' });
      expect(bus.getCart()).toEqual([]);
    });

    it.each<[string, Partial<SelectedRoom>]>([
      ['undefined', { id: undefined }],
      ['null', { id: null as unknown as SelectedRoom['id'] }],
      ['an empty string', { id: '' }],
    ])('refuses a cart/room-added event whose id is %s, logs it, and does not forward it', (_, override) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const bus = createEventBus();
      const kept = room('kept');
      bus.emit({ type: 'cart/room-added', payload: kept });
      const seen = record(bus.events$);
      const carts = record(bus.cart$);
      const payload = { ...room('x'), ...override } as SelectedRoom;

      bus.emit({ type: 'cart/room-added', payload });

      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('cart/room-added refused'), payload);
      expect(seen).toEqual([]);
      expect(bus.getCart()).toEqual([kept]);
      expect(carts).toHaveLength(1);
    });

    it('accepts a room whose numeric id is 0 without logging an error', () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const bus = createEventBus();
      const seen = record(bus.events$);

      bus.emit({ type: 'cart/room-added', payload: room(0) });

      expect(error).not.toHaveBeenCalled();
      expect(bus.getCart().map((entry) => entry.id)).toEqual([0]);
      expect(seen).toHaveLength(1);
    });
  });

  describe('commentsOpen$', () => {
    it('is open until the shell says otherwise, and replays the setting to a late subscriber', () => {
      const bus = createEventBus();
      expect(record(bus.commentsOpen$)).toEqual([true]);

      bus.emit({ type: 'site/comment-status', payload: { open: false } });

      expect(bus.getCommentsOpen()).toBe(false);
      expect(record(bus.commentsOpen$)).toEqual([false]);
    });

    it('emits only changes', () => {
      const bus = createEventBus();
      const values = record(bus.commentsOpen$);

      bus.emit({ type: 'site/comment-status', payload: { open: true } });
      bus.emit({ type: 'site/comment-status', payload: { open: false } });
      bus.emit({ type: 'site/comment-status', payload: { open: false } });

      expect(values).toEqual([true, false]);
    });
  });

  describe('loading$', () => {
    it('is false while nothing is loading, including for a late subscriber', () => {
      const bus = createEventBus();

      expect(record(bus.loading$)).toEqual([false]);
    });

    it('is true while a loading/start has no loading/stop, and false after the stop', () => {
      const bus = createEventBus();
      const values = record(bus.loading$);

      bus.emit({ type: 'loading/start', payload: { key: 'hotel' } });
      expect(values).toEqual([false, true]);

      bus.emit({ type: 'loading/stop', payload: { key: 'hotel' } });
      expect(values).toEqual([false, true, false]);
    });

    it('stays true until every started key has stopped, emitting distinct values only', () => {
      const bus = createEventBus();
      const values = record(bus.loading$);

      bus.emit({ type: 'loading/start', payload: { key: 'search' } });
      bus.emit({ type: 'loading/start', payload: { key: 'prices' } });
      bus.emit({ type: 'loading/stop', payload: { key: 'search' } });
      expect(values).toEqual([false, true]);

      bus.emit({ type: 'loading/stop', payload: { key: 'prices' } });
      expect(values).toEqual([false, true, false]);
    });

    it('does not emit for a stop whose key never started', () => {
      const bus = createEventBus();
      const values = record(bus.loading$);

      bus.emit({ type: 'loading/stop', payload: { key: 'never-started' } });
      bus.emit({ type: 'loading/start', payload: { key: 'a' } });
      bus.emit({ type: 'loading/stop', payload: { key: 'b' } });

      expect(values).toEqual([false, true]);
    });

    it('replays true to a subscriber that subscribes while something is loading', () => {
      const bus = createEventBus();
      bus.emit({ type: 'loading/start', payload: { key: 'hotel' } });

      expect(record(bus.loading$)).toEqual([true]);
    });
  });

  it('keeps separate buses independent', () => {
    const first = createEventBus();
    const second = createEventBus();

    first.emit({ type: 'auth/logged-in', payload: session });
    first.emit({ type: 'cart/room-added', payload: room(1) });

    expect(second.getAuth()).toEqual(ANONYMOUS);
    expect(second.getCart()).toEqual([]);
  });
});

describe('getEventBus', () => {
  beforeEach(() => {
    delete scope[BUS_KEY];
  });

  afterAll(() => {
    delete scope[BUS_KEY];
  });

  it('creates the bus on first use, keeps it under the registered symbol, and returns it on every call', () => {
    const first = getEventBus();

    expect(scope[BUS_KEY]).toBe(first);
    expect(getEventBus()).toBe(first);
    expect(getEventBus()).toBe(first);
  });

  it('returns a bus that keeps its state between calls', () => {
    getEventBus().emit({ type: 'auth/logged-in', payload: session });

    expect(getEventBus().getAuth()).toEqual({ status: 'authenticated', ...session });
  });

  it('uses the bus another copy of the package already put on globalThis instead of creating one', () => {
    const fromOtherCopy = createEventBus();
    scope[BUS_KEY] = fromOtherCopy;

    expect(getEventBus()).toBe(fromOtherCopy);
    expect(scope[BUS_KEY]).toBe(fromOtherCopy);
  });

  it('lets two separately loaded copies of the module meet on the same bus', () => {
    let secondCopy: typeof import('./event-bus') | undefined;
    jest.isolateModules(() => {
      secondCopy = require('./event-bus');
    });
    if (!secondCopy) throw new Error('the second copy did not load');
    expect(secondCopy.getEventBus).not.toBe(getEventBus);

    const busOfSecondCopy = secondCopy.getEventBus();
    const busOfThisCopy = getEventBus();
    expect(busOfThisCopy).toBe(busOfSecondCopy);

    busOfSecondCopy.emit({ type: 'cart/room-added', payload: room(5) });
    expect(busOfThisCopy.getCart().map((entry) => entry.id)).toEqual([5]);
  });
});
