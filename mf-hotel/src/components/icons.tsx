// The few icons the hotel page needs beyond the shared ones, drawn by the shared icon factory.
import { createIcon } from '@rahi/shared-ui/components';

/** Points right: in a right-to-left page, "back" (the previous photo). */
export const ChevronRightIcon = createIcon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
/** Points left: in a right-to-left page, "forward" (the next photo). */
export const ChevronLeftIcon = createIcon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const AddIcon = createIcon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z');
export const RemoveIcon = createIcon('M19 13H5v-2h14v2z');
