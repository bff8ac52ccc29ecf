// The providers every Rahi page renders inside, in the shell and in a remote running alone: the RTL emotion
// cache, the theme, the page's QueryClient, the toast area and the router.
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../query/query-client';
import { ToastArea } from './ToastArea';
import { createRtlCache, theme } from './theme';

export function Providers({ children, router = true }: { children: ReactNode; router?: boolean }) {
  const [cache] = useState(createRtlCache);
  const [queryClient] = useState(createQueryClient);
  const content = <ToastArea>{children}</ToastArea>;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          {router ? <BrowserRouter>{content}</BrowserRouter> : content}
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
