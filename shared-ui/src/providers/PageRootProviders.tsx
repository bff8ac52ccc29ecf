// What a page needs around it when it is a React root of its own, outside the shell's Providers: a server render
// (mf-search's and mf-hotel's server builds) and the browser's hydration of it (the shell's ServerRenderedArea,
// which passes the shell's own cache, theme and QueryClient). The same tree on both sides, so class names and
// useId values agree.
import { CacheProvider } from '@emotion/react';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { theme as rahiTheme } from './theme';

export interface PageRootProvidersProps {
  /** The emotion cache (createRtlCache(), or the shell's own). */
  cache: ComponentProps<typeof CacheProvider>['value'];
  queryClient: QueryClient;
  theme?: Theme;
  children: ReactNode;
}

/** @example renderToString(<PageRootProviders cache={cache} queryClient={createQueryClient()}>{page}</PageRootProviders>) */
export function PageRootProviders({
  cache,
  queryClient,
  theme = rahiTheme,
  children,
}: PageRootProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
