import { getEventBus } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { LoadingBar } from './LoadingBar';

// Spec §2: show after 200 ms, linger 500 ms.
const SHOW_AFTER_MS = 200;
const HIDE_AFTER_MS = 500;

const emit = (type: 'loading/start' | 'loading/stop', key = 'mf_search/./HomePage') =>
  act(() => getEventBus().emit({ type, payload: { key } }));

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** The bar is aria-hidden while hidden, so it has the progressbar role only while shown. */
const bar = () => screen.queryByRole('progressbar', { name: 'در حال بارگذاری' });

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

describe('LoadingBar', () => {
  it('is hidden when nothing is loading', () => {
    render(<LoadingBar />);
    advance(1000);

    expect(bar()).not.toBeInTheDocument();
  });

  it('shows only once a load has lasted 200 ms', () => {
    render(<LoadingBar />);

    emit('loading/start');
    advance(SHOW_AFTER_MS - 1);
    expect(bar()).not.toBeInTheDocument();

    advance(1);
    expect(bar()).toBeInTheDocument();
  });

  it('lingers 500 ms after the last load stops, then hides', () => {
    render(<LoadingBar />);
    emit('loading/start');
    advance(SHOW_AFTER_MS);

    emit('loading/stop');
    advance(HIDE_AFTER_MS - 1);
    expect(bar()).toBeInTheDocument();

    advance(1);
    expect(bar()).not.toBeInTheDocument();
  });

  it('stays while a second load is still running after the first stops', () => {
    render(<LoadingBar />);
    emit('loading/start', 'a');
    emit('loading/start', 'b');
    advance(SHOW_AFTER_MS);

    emit('loading/stop', 'a');
    advance(HIDE_AFTER_MS * 2);

    expect(bar()).toBeInTheDocument();
  });

  it('never flashes for a load that starts and stops within 200 ms', () => {
    render(<LoadingBar />);

    emit('loading/start');
    advance(SHOW_AFTER_MS - 50);
    emit('loading/stop');

    for (let elapsed = 0; elapsed < 1000; elapsed += 10) {
      advance(10);
      expect(bar()).not.toBeInTheDocument();
    }
  });
});
