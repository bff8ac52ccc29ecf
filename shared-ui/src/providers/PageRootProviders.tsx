// What a page needs around it when it is drawn outside the shell's Providers: a remote's page drawn alone for its
// tests (shared-ui's drawPage) and hydrated by them (hydrateServerHtml), and styles drawn ahead of time (the
// shell's chrome, mf-search's search box). The same providers the shell gives, so class names and useId values
// agree.
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
