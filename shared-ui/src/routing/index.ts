export { KEEP_SCROLL, keepsScroll } from './keep-scroll';
export { useCorrectedStay } from './use-corrected-stay';
