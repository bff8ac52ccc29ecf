// Text for screen readers only: in the accessibility tree, not on screen (MUI's visuallyHidden style). An
// aria-label on a plain span is ignored by screen readers; hidden text beside aria-hidden visuals is read.
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';

/** `role="status"` makes it a polite live region: what is written into it later is announced. */
export function VisuallyHidden({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <Box component="span" role={role} sx={visuallyHidden}>
      {children}
    </Box>
  );
}
