// A button that acts once when pressed and then every 100 ms while it is held, by pointer or by Enter/Space
// (product §4 and §9: "time spinner repeat 100 ms"). The action reads fresh state itself, so it can run many
// times between renders.
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef } from 'react';

/** The spinner's repeat interval of product §9. */
export const HOLD_REPEAT_MS = 100;

/** Event handlers to spread on the button. */
export function useHoldRepeat(action: () => void, interval = HOLD_REPEAT_MS) {
  const actionRef = useRef(action);
  actionRef.current = action;
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    actionRef.current();
    timer.current = setInterval(() => actionRef.current(), interval);
  }, [stop, interval]);

  useEffect(() => stop, [stop]);

  const isActivationKey = (key: string) => key === 'Enter' || key === ' ';

  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button > 0) return;
      event.preventDefault(); // keeps focus where it is and stops a click from stepping once more
      start();
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onKeyDown: (event: KeyboardEvent) => {
      if (!isActivationKey(event.key)) return;
      event.preventDefault();
      if (!event.repeat) start();
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (isActivationKey(event.key)) stop();
    },
    onBlur: stop,
  };
}
