// The providers every Rahi page renders inside, in the shell and in a remote running alone: the RTL emotion
// cache, the theme, the page's QueryClient, the toast area and the router. The gateway's one-tree render (the
// shell's ServerApp) passes its own cache and QueryClient, to read the styles and queries back, and the address.
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { createQueryClient } from '../query/query-client';
import { ToastArea } from './ToastArea';
import { createRtlCache, theme } from './theme';

export interface ProvidersProps {
  children: ReactNode;
  /** false: no router (a test gives its own); otherwise the browser's history, or `location` on the server. */
  router?: boolean;
  /** The server's address ('/guide?x=1'): a StaticRouter instead of the browser's history. */
  location?: string;
  /** The emotion cache and QueryClient to render with; new ones unless given. */
  cache?: EmotionCache;
  queryClient?: QueryClient;
}

export function Providers({ children, router = true, location, ...given }: ProvidersProps) {
  const [cache] = useState(() => given.cache ?? createRtlCache());
  const [queryClient] = useState(() => given.queryClient ?? createQueryClient());
  const content = <ToastArea>{children}</ToastArea>;
  const routed =
    location !== undefined ? (
      <StaticRouter location={location}>{content}</StaticRouter>
    ) : (
      <BrowserRouter>{content}</BrowserRouter>
    );
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{router ? routed : content}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
