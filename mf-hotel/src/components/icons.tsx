// The few icons the hotel page needs, as inline paths (Material Symbols geometry), not the icon package.
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

const icon = (path: string) => (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d={path} />
  </SvgIcon>
);

export const CloseIcon = icon(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
);
/** Points right: in a right-to-left page, "back" (the previous photo). */
export const ChevronRightIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
/** Points left: in a right-to-left page, "forward" (the next photo). */
export const ChevronLeftIcon = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const AddIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z');
export const RemoveIcon = icon('M19 13H5v-2h14v2z');
