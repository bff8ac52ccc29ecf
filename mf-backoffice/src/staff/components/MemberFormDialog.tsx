// Invite a member (email, roles, hotels) or change a member's roles and hotels: one form, checked with
// shared-contracts' own schemas before it is sent, booking-api's refusals shown in Persian inside the dialog.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '@rahi/shared-contracts';
import {
  type StaffMember,
  type StaffMemberBody,
  staffMemberBodySchema,
  staffMemberChangeSchema,
} from '@rahi/shared-contracts/api';
import type { StaffRole } from '@rahi/shared-contracts/staff';
import { PendingButton } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type FormEvent, useId, useState } from 'react';
import { RoleFields, readHotelIds } from './RoleFields';

type FieldErrors = { email?: string; roles?: string; hotelIds?: string };

export interface MemberFormDialogProps {
  /** The member whose roles change; none: an invitation, with an email. */
  member?: StaffMember;
  pending: boolean;
  error: unknown;
  /** Resolves when booking-api has accepted. */
  onSubmit: (body: StaffMemberBody) => Promise<unknown>;
  onClose: () => void;
}

export function MemberFormDialog({ member, pending, error, onSubmit, onClose }: MemberFormDialogProps) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>(member ? [...member.roles] : []);
  const [hotels, setHotels] = useState(member ? toPersianDigits(member.hotelIds.join('، ')) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hotelIds = roles.includes('hotel_manager') ? readHotelIds(hotels) : [];
    const parsed = member
      ? staffMemberChangeSchema.safeParse({ roles, hotelIds })
      : staffMemberBodySchema.safeParse({ email, roles, hotelIds });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    onSubmit({ email: member?.email ?? email, ...parsed.data } as StaffMemberBody).then(onClose, () => {});
  };
  const failure = error instanceof ApiError && error.errors.length > 0 ? error.errors.join(' ') : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{member ? `نقش‌های ${member.email}` : 'دعوت عضو جدید'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {!member && (
            <TextField
              label="ایمیل"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email ?? ' '}
              required
              autoFocus
              slotProps={{ htmlInput: { dir: 'ltr' } }}
              sx={{ mt: 1 }}
            />
          )}
          <RoleFields roles={roles} hotels={hotels} errors={errors} onRoles={setRoles} onHotels={setHotels} />
          <Box aria-live="polite">{failure && <Alert severity="error">{failure}</Alert>}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>انصراف</Button>
          <PendingButton type="submit" variant="contained" pending={pending}>
            {pending ? 'در حال ثبت…' : member ? 'ذخیره' : 'دعوت'}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
