export { PageRootProviders, type PageRootProvidersProps } from './PageRootProviders';
export { Providers, TOAST_SETTINGS } from './Providers';
export { createRtlCache, theme } from './theme';
