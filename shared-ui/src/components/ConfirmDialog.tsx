// A question before an action that cannot simply be undone: a title, what will happen, «انصراف» and the action's
// own button (disabled while it runs). The profile's ticket closing and passenger deleting, the back office's
// ticket closing and booking confirmation ask it alike.
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { PendingButton } from './PendingButton';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The action's button: 'بستن تیکت', 'حذف'. */
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** @example <ConfirmDialog open={asking} title="بستن تیکت" confirmLabel="بستن تیکت" onConfirm={close} onClose={() => setAsking(false)}>…</ConfirmDialog> */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmColor = 'primary',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>انصراف</Button>
        <PendingButton variant="contained" color={confirmColor} onClick={onConfirm} pending={pending}>
          {confirmLabel}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
