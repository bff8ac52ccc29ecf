// The top loading bar's timing (product §9) and how far it has got. The bar shows only once a load has lasted the
// throttle, fills along a curve that approaches 100 % over about the duration without reaching it, jumps to
// 100 % when the load ends, hides after the hide delay and empties again after the reset delay.

export const LOADING_INDICATOR = {
  /** A load shorter than this never shows the bar. */
  throttleMs: 200,
  /** The time the curve takes to reach half-way past 50 % (about 70 %): a typical load. */
  durationMs: 2000,
  /** How long the full bar stays after the last load ends. */
  hideDelayMs: 500,
  /** After hiding, when the bar goes back to empty (so it fades out full, not shrinking). */
  resetDelayMs: 400,
} as const;

/**
 * How far the bar is after `elapsedMs` of a load: 0 at the start, about 70 at the duration, rising ever more
 * slowly towards 100 without reaching it (only the load's end fills it).
 * @example estimatedProgress(2000) // ≈ 70.5
 */
export function estimatedProgress(
  elapsedMs: number,
  durationMs: number = LOADING_INDICATOR.durationMs,
): number {
  if (!(elapsedMs > 0) || !(durationMs > 0)) return 0;
  const percentOfDuration = (elapsedMs / durationMs) * 100;
  return Math.min(99.9, (200 / Math.PI) * Math.atan(percentOfDuration / 50));
}
