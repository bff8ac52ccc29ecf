// How one toast is drawn (notistack's `Components`): MUI's Alert with the variant's icon, right to left from the
// theme. A toast that is not an error is a polite status; an error is an alert, announced at once. A click on
// the toast closes it; its close button shows only while the pointer is over it (or the keyboard is in it).
// Dragged sideways by more than TOAST_SWIPE_FRACTION of its width it is dismissed (product §9: draggable, removal
// fraction 0.4); a shorter drag springs back and is not taken for a click. notistack has no drag of its own.
import Alert, { type AlertColor } from '@mui/material/Alert';
import { type CustomContentProps, SnackbarContent, useSnackbar } from 'notistack';
import { forwardRef, type PointerEvent, useRef, useState } from 'react';

/** The share of a toast's width a drag must cover to dismiss it (product §9). */
export const TOAST_SWIPE_FRACTION = 0.4;
/** Pointer travel, in px, below which a press is still a click. */
const CLICK_SLOP = 6;

/** Horizontal drag of one element: its offset while dragged, and whether the last press was a drag. */
function useSwipe(onDismiss: () => void) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);
  const end = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > from.width * TOAST_SWIPE_FRACTION) onDismiss();
    else setOffset(0);
  };
  return {
    offset,
    /** True once after a press that moved: the click that follows it is not a close. */
    takeDragged: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, width: event.currentTarget.getBoundingClientRect().width };
        dragged.current = false;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (!start.current) return;
        const dx = event.clientX - start.current.x;
        if (Math.abs(dx) > CLICK_SLOP) dragged.current = true;
        if (dragged.current) setOffset(dx);
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

const SEVERITY: Record<CustomContentProps['variant'], AlertColor | undefined> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
  default: undefined,
};

export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant, hideIconVariant, style, className },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const swipe = useSwipe(() => closeSnackbar(id));
  const severity = SEVERITY[variant];
  const isError = variant === 'error';
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic
        data-variant={variant}
        variant="filled"
        severity={severity ?? 'info'}
        icon={hideIconVariant || !severity ? false : undefined}
        closeText="بستن اعلان"
        onClose={() => closeSnackbar(id)}
        onClick={() => {
          if (!swipe.takeDragged()) closeSnackbar(id);
        }}
        {...swipe.handlers}
        data-swipe-offset={swipe.offset}
        sx={{
          transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
          opacity: swipe.offset ? 1 - Math.min(Math.abs(swipe.offset) / 400, 0.6) : undefined,
          transition: swipe.offset ? 'none' : 'transform 150ms, opacity 150ms',
          touchAction: 'pan-y',
          width: '100%',
          minWidth: { sm: 288 },
          maxWidth: { sm: 420 },
          cursor: 'pointer',
          boxShadow: 3,
          alignItems: 'center',
          ...(severity ? null : { bgcolor: 'grey.800', color: 'common.white' }),
          '& .MuiAlert-action': { opacity: 0, transition: 'opacity 150ms' },
          '&:hover .MuiAlert-action, &:focus-within .MuiAlert-action': { opacity: 1 },
        }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
