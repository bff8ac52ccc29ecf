// The hotel's own details as its page shows them: the description, the amenities (the product's list), the
// reception's phone, the check-in and check-out times and the cancellation policy. Checked with shared-contracts' schema before it is sent;
// only the fields changed are sent, and booking-api's refusals are shown in Persian.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { AMENITY_LABELS, toPersianDigits } from '@rahi/shared-contracts';
import { type StaffHotelDetails, staffHotelDetailsChangeSchema } from '@rahi/shared-contracts/api';
import { STAFF_RATES_MESSAGES } from '@rahi/shared-contracts/staff';
import { LoadState, PendingButton } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type FormEvent, memo, useCallback, useId, useState } from 'react';
import { useChangeHotelDetails, useHotelDetails } from '../api/rates';
import { CancellationPolicyFields } from './CancellationPolicyFields';

// Typing in one field re-renders the form; the amenities' boxes and the policy's steps are many MUI parts that
// only change with their own values, so they are kept out of that re-render.
const PolicyFields = memo(CancellationPolicyFields);

const AmenityChoices = memo(function AmenityChoices({
  chosen,
  onToggle,
  error,
}: {
  chosen: readonly string[];
  onToggle: (key: string) => void;
  error: boolean;
}) {
  return (
    <FormControl component="fieldset" error={error} sx={{ gridColumn: '1 / -1' }}>
      <FormLabel component="legend">امکانات</FormLabel>
      <FormGroup row>
        {Object.entries(AMENITY_LABELS).map(([key, label]) => (
          <FormControlLabel
            key={key}
            control={<Checkbox checked={chosen.includes(key)} onChange={() => onToggle(key)} />}
            label={label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
});

type Field =
  | 'description'
  | 'amenities'
  | 'phone'
  | 'checkInTime'
  | 'checkOutTime'
  | 'cancellationRules'
  | 'form';

function DetailsForm({ details, onClose }: { details: StaffHotelDetails; onClose: () => void }) {
  const save = useChangeHotelDetails(details.id);
  const [description, setDescription] = useState(details.description);
  const [amenities, setAmenities] = useState(details.amenities);
  const [phone, setPhone] = useState(toPersianDigits(details.phone ?? ''));
  const [checkInTime, setCheckIn] = useState(toPersianDigits(details.checkInTime));
  const [checkOutTime, setCheckOut] = useState(toPersianDigits(details.checkOutTime));
  const [cancellationRules, setRules] = useState(details.cancellationRules);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffHotelDetailsChangeSchema.safeParse({
      description,
      amenities,
      phone: phone.trim() === '' ? null : phone,
      checkInTime,
      checkOutTime,
      cancellationRules,
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[String(issue.path[0] ?? 'form') as Field] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    // Only what differs from the hotel's details now.
    const changed = Object.fromEntries(
      Object.entries(parsed.data).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(details[key as keyof StaffHotelDetails]),
      ),
    );
    if (Object.keys(changed).length === 0) {
      setErrors({ form: STAFF_RATES_MESSAGES.nothingToChange });
      return;
    }
    save.mutate(changed);
  };
  const failure = save.error instanceof ApiError ? save.error.errors.join(' ') : (errors.form ?? null);
  const toggle = useCallback(
    (key: string) =>
      setAmenities((old) => (old.includes(key) ? old.filter((one) => one !== key) : [...old, key])),
    [],
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="معرفی هتل"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description ?? `${toPersianDigits(description.trim().length)} از ۵۰۰۰ نویسه`}
          multiline
          minRows={4}
          sx={{ gridColumn: '1 / -1', mt: 1 }}
        />
        <AmenityChoices chosen={amenities} onToggle={toggle} error={Boolean(errors.amenities)} />
        <TextField
          label="تلفن پذیرش"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={Boolean(errors.phone)}
          helperText={errors.phone ?? 'مانند ۰۵۱۳۲۲۲۲۲۲۲'}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          label="ساعت ورود"
          value={checkInTime}
          onChange={(event) => setCheckIn(event.target.value)}
          error={Boolean(errors.checkInTime)}
          helperText={errors.checkInTime ?? ' '}
        />
        <TextField
          label="ساعت خروج"
          value={checkOutTime}
          onChange={(event) => setCheckOut(event.target.value)}
          error={Boolean(errors.checkOutTime)}
          helperText={errors.checkOutTime ?? ' '}
        />
        <PolicyFields
          initial={details.cancellationRules}
          onChange={setRules}
          error={errors.cancellationRules}
        />
        <Box aria-live="polite" sx={{ gridColumn: '1 / -1' }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {save.data && !failure && <Alert severity="success">{STAFF_RATES_MESSAGES.detailsSaved}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{save.data ? 'بستن' : 'انصراف'}</Button>
        <PendingButton type="submit" variant="contained" pending={save.isPending}>
          {save.isPending ? 'در حال ذخیره…' : 'ذخیره'}
        </PendingButton>
      </DialogActions>
    </Box>
  );
}

export function HotelDetailsDialog({
  hotel,
  onClose,
}: {
  hotel: { id: number; name: string };
  onClose: () => void;
}) {
  const titleId = useId();
  const details = useHotelDetails(hotel.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>اطلاعات هتل: {hotel.name}</DialogTitle>
      {details.data ? (
        <DetailsForm details={details.data} onClose={onClose} />
      ) : (
        <DialogContent>
          <LoadState error={details.error} onRetry={() => void details.refetch()} />
        </DialogContent>
      )}
    </Dialog>
  );
}
