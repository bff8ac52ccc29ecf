export { PageRootProviders, type PageRootProvidersProps } from './PageRootProviders';
export { Providers, type ProvidersProps } from './Providers';
export { TOAST_HOTKEY, TOAST_SETTINGS, ToastArea } from './ToastArea';
export { createRtlCache, theme } from './theme';
