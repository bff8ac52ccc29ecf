// The time every auth rule reads (code expiry, send limits, token expiry), injectable so tests move it
// forward instead of sleeping.

/** The current time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that stands still until moved, for tests. */
export function manualClock(start = new Date('2026-03-21T08:00:00Z')) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return Object.assign(clock, {
    /** Moves the clock forward by the given seconds. */
    advance(seconds: number) {
      now += seconds * 1000;
    },
  });
}

/** The date the given seconds after `from`. */
export const secondsAfter = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
