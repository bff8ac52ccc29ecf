// A new discount code: its name, a percent (with an optional cap) or a fixed amount, both typed in Toman and sent
// in Rial, the minimum purchase, the first and last day as Jalali dates, the total and per-traveller limits and
// an optional city or hotel (by number, as the staff form takes hotels). Checked with shared-contracts' schema
// before it is sent; booking-api's refusals are shown in Persian inside the dialog.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type StaffDiscountCodeBody, staffDiscountCodeBodySchema } from '@rahi/shared-contracts/api';
import { STAFF_CODE_MESSAGES } from '@rahi/shared-contracts/staff';
import { PendingButton } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type FormEvent, useId, useState } from 'react';
import { DATE_INVALID, readDateField } from '../../bookings/components/BookingSearchForm';
import { inTomanWords, readNumber, rialOf } from '../../components/toman-input';

type Field =
  | 'code'
  | 'percent'
  | 'amount'
  | 'maxDiscount'
  | 'minPurchase'
  | 'validFrom'
  | 'validTo'
  | 'maxUses'
  | 'maxUsesPerTraveller'
  | 'place';
type Kind = 'percent' | 'amount';
type Place = 'all' | 'city' | 'hotel';

export interface CodeFormDialogProps {
  pending: boolean;
  error: unknown;
  onSubmit: (body: StaffDiscountCodeBody) => Promise<unknown>;
  onClose: () => void;
}

export function CodeFormDialog({ pending, error, onSubmit, onClose }: CodeFormDialogProps) {
  const titleId = useId();
  const [values, setValues] = useState<Record<Exclude<Field, 'place'> | 'placeId', string>>({
    code: '',
    percent: '',
    amount: '',
    maxDiscount: '',
    minPurchase: '',
    validFrom: '',
    validTo: '',
    maxUses: '',
    maxUsesPerTraveller: '',
    placeId: '',
  });
  const [kind, setKind] = useState<Kind>('percent');
  const [place, setPlace] = useState<Place>('all');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const validFrom = readDateField(values.validFrom);
    const validTo = readDateField(values.validTo);
    if (validFrom === undefined) found.validFrom = DATE_INVALID;
    if (validTo === undefined) found.validTo = DATE_INVALID;
    const placeId = place === 'all' ? undefined : readNumber(values.placeId);
    if (place !== 'all' && placeId === undefined)
      found.place = place === 'city' ? STAFF_CODE_MESSAGES.cityNotFound : STAFF_CODE_MESSAGES.hotelNotFound;
    const parsed = staffDiscountCodeBodySchema.safeParse({
      code: values.code,
      ...(kind === 'percent'
        ? { percent: readNumber(values.percent), maxDiscount: rialOf(readNumber(values.maxDiscount)) }
        : { amount: rialOf(readNumber(values.amount)) }),
      minPurchase: rialOf(readNumber(values.minPurchase)),
      validFrom: validFrom ?? undefined,
      validTo: validTo ?? undefined,
      maxUses: readNumber(values.maxUses),
      maxUsesPerTraveller: readNumber(values.maxUsesPerTraveller),
      ...(place === 'city' && { cityId: placeId }),
      ...(place === 'hotel' && { hotelId: placeId }),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        const field = (name === 'cityId' || name === 'hotelId' ? 'place' : name) as Field;
        found[field] ??= inTomanWords(issue.message);
      }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    onSubmit(parsed.data).then(onClose, () => {});
  };

  const failure = error instanceof ApiError && error.errors.length > 0 ? error.errors.join(' ') : null;
  const field = (name: Exclude<Field, 'place'>, label: string, more: object = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      {...more}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>کد تخفیف جدید</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
            {field('code', 'کد', {
              required: true,
              autoFocus: true,
              fullWidth: true,
              slotProps: { htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } },
            })}
          </Box>
          <RadioGroup
            row
            aria-label="نوع تخفیف"
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
            sx={{ gridColumn: '1 / -1' }}
          >
            <FormControlLabel value="percent" control={<Radio />} label="درصدی" />
            <FormControlLabel value="amount" control={<Radio />} label="مبلغ ثابت" />
          </RadioGroup>
          {kind === 'percent' ? (
            <>
              {field('percent', 'درصد', {
                required: true,
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              })}
              {field('maxDiscount', 'سقف تخفیف (تومان، اختیاری)', {
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              })}
            </>
          ) : (
            field('amount', 'مبلغ تخفیف (تومان)', {
              required: true,
              slotProps: { htmlInput: { inputMode: 'numeric' } },
            })
          )}
          {field('minPurchase', 'حداقل خرید (تومان، اختیاری)', {
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
          <Box />
          {field('validFrom', 'از تاریخ (اختیاری)', { placeholder: '۱۴۰۵/۰۹/۰۱' })}
          {field('validTo', 'تا تاریخ (اختیاری)', { placeholder: '۱۴۰۵/۱۲/۲۹' })}
          {field('maxUses', 'سقف کل استفاده (اختیاری)', {
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
          {field('maxUsesPerTraveller', 'سقف برای هر مسافر (اختیاری)', {
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
          <RadioGroup
            row
            aria-label="محدوده"
            value={place}
            onChange={(event) => setPlace(event.target.value as Place)}
            sx={{ gridColumn: '1 / -1' }}
          >
            <FormControlLabel value="all" control={<Radio />} label="همه هتل‌ها" />
            <FormControlLabel value="city" control={<Radio />} label="یک شهر" />
            <FormControlLabel value="hotel" control={<Radio />} label="یک هتل" />
          </RadioGroup>
          {place !== 'all' && (
            <TextField
              label={place === 'city' ? 'شماره شهر' : 'شماره هتل'}
              value={values.placeId}
              onChange={set('placeId')}
              error={Boolean(errors.place)}
              helperText={errors.place ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
          <Box aria-live="polite" sx={{ gridColumn: '1 / -1' }}>
            {failure && <Alert severity="error">{failure}</Alert>}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>انصراف</Button>
          <PendingButton type="submit" variant="contained" pending={pending}>
            {pending ? 'در حال ثبت…' : 'ساختن کد'}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
