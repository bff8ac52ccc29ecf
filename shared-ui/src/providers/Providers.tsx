// The providers every Rahi page renders inside, in the shell and in a remote running alone: the RTL emotion
// cache, the theme, the page's QueryClient, the toast area and the router.
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../query/query-client';
import { ToastBridge } from './ToastBridge';
import { createRtlCache, theme } from './theme';

/** The product's toast setting (spec §9): top-left, 3 s, at most three, newest on top. */
export const TOAST_SETTINGS = {
  anchorOrigin: { vertical: 'top', horizontal: 'left' },
  autoHideDuration: 3000,
  maxSnack: 3,
} as const;

/** notistack stacks the newest toast last; the product wants it on top, nearest the corner. */
const NEWEST_TOAST_ON_TOP = {
  '.notistack-SnackbarContainer.notistack-SnackbarContainer': { flexDirection: 'column-reverse' },
} as const;

export function Providers({ children, router = true }: { children: ReactNode; router?: boolean }) {
  const [cache] = useState(createRtlCache);
  const [queryClient] = useState(createQueryClient);
  const content = (
    <SnackbarProvider {...TOAST_SETTINGS}>
      <ToastBridge />
      {children}
    </SnackbarProvider>
  );
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={NEWEST_TOAST_ON_TOP} />
        <QueryClientProvider client={queryClient}>
          {router ? <BrowserRouter>{content}</BrowserRouter> : content}
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
