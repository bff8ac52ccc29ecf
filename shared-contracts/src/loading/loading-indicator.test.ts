import { estimatedProgress, LOADING_INDICATOR } from './loading-indicator';

describe('the loading indicator', () => {
  it('has the timing of product §9', () => {
    expect(LOADING_INDICATOR).toEqual({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
    });
  });

  it('starts empty', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(-5)).toBe(0);
  });

  it('is about 70 % full after the duration and 30 % after a quarter of it', () => {
    expect(estimatedProgress(2000)).toBeCloseTo(70.48, 1);
    expect(estimatedProgress(500)).toBeCloseTo(29.52, 1);
  });

  it('keeps rising more slowly and never fills before the load ends', () => {
    const samples = [250, 1000, 2000, 4000, 8000, 60_000, 10_000_000].map((ms) => estimatedProgress(ms));
    samples.slice(1).forEach((sample, i) => {
      expect(sample).toBeGreaterThan(samples[i] ?? Number.POSITIVE_INFINITY);
    });
    expect(Math.max(...samples)).toBeLessThan(100);
  });

  it('follows a longer duration more slowly', () => {
    expect(estimatedProgress(1000, 4000)).toBeLessThan(estimatedProgress(1000, 2000));
  });
});
