// A staff action that needs a written reason (kept in the audit log beside the change): a dialog with what the
// action will do, any fields of its own, the reason (3 to 500 letters, booking-api's own check) and the button.
// Closes when booking-api accepts; a refusal shows in Persian inside the dialog.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { staffReasonSchema } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

export interface ReasonDialogProps {
  title: string;
  /** The action's button: 'لغو رزرو'. */
  action: string;
  danger?: boolean;
  children?: ReactNode;
  pending: boolean;
  error: unknown;
  /** Called with the trimmed reason; resolves when booking-api has accepted. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** The reason as booking-api will take it (its own schema), or the Persian refusal. */
export function checkReason(text: string): { reason: string } | { error: string } {
  const parsed = staffReasonSchema.safeParse(text);
  return parsed.success ? { reason: parsed.data } : { error: parsed.error.issues[0]?.message ?? '' };
}

export function ReasonDialog({
  title,
  action,
  danger,
  children,
  pending,
  error,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReason(text);
    if ('error' in checked) return setRefused(checked.error);
    setRefused(null);
    onSubmit(checked.reason).then(onClose, () => {});
  };
  const failure = error instanceof ApiError && error.errors.length > 0 ? error.errors.join(' ') : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {children}
          <TextField
            label="دلیل (در گزارش رویدادها می‌ماند)"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={refused !== null}
            helperText={refused ?? ' '}
            multiline
            minRows={2}
            required
            autoFocus
            sx={{ mt: 1 }}
          />
          <Box aria-live="polite">{failure && <Alert severity="error">{failure}</Alert>}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>انصراف</Button>
          <PendingButton
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            pending={pending}
          >
            {pending ? 'در حال ثبت…' : action}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
