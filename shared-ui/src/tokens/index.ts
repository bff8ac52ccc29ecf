export { COLORS, FONT_FAMILY, LOADING_BAR } from './tokens';
