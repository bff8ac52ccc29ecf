import { getEventBus, LOADING_INDICATOR } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { LoadingBar } from './LoadingBar';

// docs/product.md §9: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset delay 400 ms.
const {
  throttleMs: SHOW_AFTER_MS,
  hideDelayMs: HIDE_AFTER_MS,
  resetDelayMs: RESET_AFTER_MS,
} = LOADING_INDICATOR;

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

  it('fills along the curve: about 70 % once a load has lasted the 2000 ms duration, never full while loading', () => {
    render(<LoadingBar />);
    emit('loading/start');
    advance(SHOW_AFTER_MS);
    advance(20);
    expect(Number(bar()?.getAttribute('aria-valuenow'))).toBeLessThan(5);

    advance(2000);
    expect(Number(bar()?.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(68);
    expect(Number(bar()?.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(72);

    advance(30_000);
    expect(Number(bar()?.getAttribute('aria-valuenow'))).toBeLessThan(100);
  });

  it('is full when the last load ends, then hides, then empties after the reset delay', () => {
    render(<LoadingBar />);
    emit('loading/start');
    advance(SHOW_AFTER_MS + 500);

    emit('loading/stop');
    expect(bar()).toHaveAttribute('aria-valuenow', '100');

    advance(HIDE_AFTER_MS);
    const hidden = screen.getByTestId('loading-bar');
    expect(hidden).toHaveAttribute('data-visible', 'false');
    expect(hidden).toHaveAttribute('aria-valuenow', '100');

    advance(RESET_AFTER_MS);
    expect(hidden).toHaveAttribute('aria-valuenow', '0');
  });

  it('fills without rendering: a render every frame interrupted the slower render of the page being loaded', () => {
    const commits = jest.fn();
    render(
      <Profiler id="bar" onRender={commits}>
        <LoadingBar />
      </Profiler>,
    );
    emit('loading/start');
    advance(SHOW_AFTER_MS);
    const shown = commits.mock.calls.length;

    advance(2000);

    expect(Number(bar()?.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(68);
    expect(commits).toHaveBeenCalledTimes(shown);
  });
});
