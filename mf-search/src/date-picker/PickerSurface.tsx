// Where the picker opens: a popover under the fields on wider screens, a full-screen sheet with a title and
// a close button on phones (below MUI's 'sm' breakpoint), where a popover would not fit. A hint (why the dates are
// asked for) is shown at its top and describes the dialog.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface PickerSurfaceProps {
  /** Put on the element with role="dialog", so the fields can point at it with aria-controls. */
  id: string;
  open: boolean;
  phone: boolean;
  anchor: HTMLElement | null;
  title: string;
  /** A sentence at the top of the surface, e.g. why the dates are asked for. */
  hint?: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function PickerSurface({
  id,
  open,
  phone,
  anchor,
  title,
  hint,
  closeLabel,
  onClose,
  children,
}: PickerSurfaceProps) {
  const titleId = useId();
  const hintId = useId();
  const hintText = hint && (
    <Typography id={hintId} variant="body2" sx={{ px: 2, pt: 2, maxWidth: { sm: 560 } }}>
      {hint}
    </Typography>
  );
  if (phone) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        fullScreen
        aria-labelledby={titleId}
        aria-describedby={hint ? hintId : undefined}
        slotProps={{ paper: { id } }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <IconButton aria-label={closeLabel} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z"
                fill="currentColor"
              />
            </svg>
          </IconButton>
        </Box>
        <Box sx={{ overflowY: 'auto' }}>
          {hintText}
          {children}
        </Box>
      </Dialog>
    );
  }
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-label': title,
          'aria-describedby': hint ? hintId : undefined,
          sx: { mt: 1, borderRadius: 3 },
        },
      }}
    >
      {hintText}
      {children}
    </Popover>
  );
}
