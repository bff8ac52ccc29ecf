export { Providers, TOAST_SETTINGS } from './Providers';
export { createRtlCache, theme } from './theme';
