// Icons as inline paths (Material Symbols geometry) instead of the whole icon package: each app declares the few
// it needs with this factory, and the ones more than one app draws are declared once here.
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/**
 * An icon component from one SVG path on MUI's 24×24 grid.
 * @example export const MenuIcon = createIcon('M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z');
 */
export const createIcon = (path: string) => (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d={path} />
  </SvgIcon>
);

export const CloseIcon = createIcon(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
);
