export { useCorrectedStay } from './use-corrected-stay';
