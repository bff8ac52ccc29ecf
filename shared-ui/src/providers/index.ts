export { PageRootProviders, type PageRootProvidersProps } from './PageRootProviders';
export { Providers } from './Providers';
export { TOAST_HOTKEY, TOAST_SETTINGS, ToastArea } from './ToastArea';
export { createRtlCache, theme } from './theme';
