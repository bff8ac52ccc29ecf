export { KEEP_SCROLL, keepsScroll } from './keep-scroll';
export { useCanonicalPath } from './use-canonical-path';
export { useCorrectedStay } from './use-corrected-stay';
