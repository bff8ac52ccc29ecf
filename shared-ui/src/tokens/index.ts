export { COLORS, drawnNearViewport, FONT_FAMILY, LOADING_BAR } from './tokens';
