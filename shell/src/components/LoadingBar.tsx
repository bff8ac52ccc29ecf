// The top loading bar of spec §2 (teal to amber, 6 px) while a route or a remote loads. It waits
// 200 ms before showing, so fast loads do not flash, and lingers 500 ms after the last load ends.
import Box from '@mui/material/Box';
import { getEventBus } from '@rahi/shared-contracts';
import { LOADING_BAR } from '@rahi/shared-ui/tokens';
import { useEffect, useState } from 'react';

export const SHOW_AFTER_MS = 200;
export const HIDE_AFTER_MS = 500;

export function LoadingBar() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = getEventBus().loading$.subscribe((loading) => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(loading), loading ? SHOW_AFTER_MS : HIDE_AFTER_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, []);

  return (
    <Box
      role="progressbar"
      aria-label="در حال بارگذاری"
      aria-hidden={!visible}
      data-testid="loading-bar"
      data-visible={visible}
      sx={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: LOADING_BAR.height,
        zIndex: 2000,
        overflow: 'hidden',
        pointerEvents: 'none',
        opacity: visible ? 1 : 0,
        transition: 'opacity 300ms',
        '&::after': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          width: '40%',
          background: LOADING_BAR.gradient,
          animation: visible ? 'rahi-loading 1.2s ease-in-out infinite' : 'none',
        },
        '@keyframes rahi-loading': {
          from: { right: '-40%' },
          to: { right: '100%' },
        },
      }}
    />
  );
}
