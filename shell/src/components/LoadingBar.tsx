// The top loading bar of product §2 (teal to amber, 6 px) while a route or a remote loads, timed by product §9's
// loading constants (shared-contracts' LOADING_INDICATOR): shown once a load has lasted the throttle, filled
// along estimatedProgress, full when the last load ends, hidden after the hide delay, emptied after the reset delay.
// The fill is written to the element frame by frame, never through React state: a state update every frame is a
// render of default priority every frame, which interrupted the page being loaded, itself a lower-priority render
// (a Suspense retry) taking longer than a frame, again and again: the city list gone back to stayed a skeleton.
import Box from '@mui/material/Box';
import { estimatedProgress, getEventBus, LOADING_INDICATOR } from '@rahi/shared-contracts';
import { LOADING_BAR } from '@rahi/shared-ui/tokens';
import { type RefObject, useEffect, useRef, useState } from 'react';

interface BarState {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
}

const HIDDEN: BarState = { visible: false, progress: 0 };

/** Draws `progress` on the bar itself, over what its last render drew; null gives the bar back to its render. */
function drawFill(bar: HTMLElement | null, progress: number | null) {
  if (!bar) return;
  bar.style.transform = progress === null ? '' : `scaleX(${progress / 100})`;
  if (progress !== null) bar.setAttribute('aria-valuenow', String(Math.round(progress)));
}

function useLoadingIndicator(bar: RefObject<HTMLElement | null>): BarState {
  const [state, setState] = useState(HIDDEN);

  useEffect(() => {
    const { throttleMs, durationMs, hideDelayMs, resetDelayMs } = LOADING_INDICATOR;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    const stopAll = () => {
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      drawFill(bar.current, null);
    };
    const fill = () => {
      let startedAt: number | undefined;
      const step = (now: number) => {
        startedAt ??= now;
        drawFill(bar.current, estimatedProgress(now - startedAt, durationMs));
        frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const subscription = getEventBus().loading$.subscribe((loading) => {
      stopAll();
      if (loading) {
        setState((current) => ({ ...current, progress: 0 }));
        timer = setTimeout(() => {
          setState({ visible: true, progress: 0 });
          fill();
        }, throttleMs);
        return;
      }
      setState((current) => (current.visible ? { visible: true, progress: 100 } : current));
      timer = setTimeout(() => {
        setState((current) => ({ ...current, visible: false }));
        timer = setTimeout(() => setState(HIDDEN), resetDelayMs);
      }, hideDelayMs);
    });
    return () => {
      stopAll();
      subscription.unsubscribe();
    };
  }, [bar]);

  return state;
}

export function LoadingBar() {
  const bar = useRef<HTMLElement>(null);
  const { visible, progress } = useLoadingIndicator(bar);

  return (
    <Box
      ref={bar}
      role="progressbar"
      aria-label="در حال بارگذاری"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-testid="loading-bar"
      data-visible={visible}
      sx={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: LOADING_BAR.height,
        zIndex: 2000,
        pointerEvents: 'none',
        background: LOADING_BAR.gradient,
        // Right-to-left: the bar grows from the right edge.
        transformOrigin: 'right',
        transform: `scaleX(${progress / 100})`,
        opacity: visible ? 1 : 0,
        transition: 'transform 100ms, opacity 400ms',
      }}
    />
  );
}
