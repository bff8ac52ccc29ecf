// One change to a range of nights: the first and last night (Jalali, filled by picking days in the month), the
// weekdays it applies to, the board and customer prices in Toman (sent in Rial), the rooms set or added, and
// closing or opening. Checked with shared-contracts' schema before it is sent; booking-api's refusals (a night
// below what bookings hold, a customer price above the board price) are shown in Persian.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCalendarDate, PERSIAN_WEEKDAY_NAMES } from '@rahi/shared-contracts';
import { type StaffNightsChange, staffNightsChangeSchema } from '@rahi/shared-contracts/api';
import { STAFF_RATES_MESSAGES } from '@rahi/shared-contracts/staff';
import { PendingButton } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DATE_INVALID, readDateField } from '../../bookings/components/BookingSearchForm';
import { inTomanWords, readNumber, rialOf } from '../../components/toman-input';
import { IRANIAN_WEEK } from './NightsMonth';

type Field = 'from' | 'to' | 'weekdays' | 'boardPrice' | 'customerPrice' | 'rooms';
type RoomsMode = 'keep' | 'set' | 'add';
type ClosedMode = 'keep' | 'close' | 'open';

/** A typed count, a minus sign allowed (rooms taken away). */
const readSigned = (text: string) => {
  const trimmed = text.trim().replace(/^[-−]/, '');
  const value = readNumber(trimmed);
  return value === undefined ? undefined : /^\s*[-−]/.test(text) ? -value : value;
};

export interface NightsChangeFormProps {
  /** The range picked in the month; the fields follow it when it changes. */
  range: { from: string; to: string } | null;
  pending: boolean;
  error: unknown;
  /** The number of nights changed once applied (null before). */
  changed: number | null;
  onSubmit: (change: StaffNightsChange) => void;
}

export function NightsChangeForm({ range, pending, error, changed, onSubmit }: NightsChangeFormProps) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [weekdays, setWeekdays] = useState<number[]>([...IRANIAN_WEEK]);
  const [prices, setPrices] = useState({ boardPrice: '', customerPrice: '' });
  const [roomsMode, setRoomsMode] = useState<RoomsMode>('keep');
  const [rooms, setRooms] = useState('');
  const [closed, setClosed] = useState<ClosedMode>('keep');
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});

  useEffect(() => {
    setFrom(range ? formatCalendarDate(range.from, 'fa') : '');
    setTo(range ? formatCalendarDate(range.to, 'fa') : '');
  }, [range]);

  // booking-api's last refusal, set aside once the form is sent again (a new answer brings its own).
  const [answered, setAnswered] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnswered(error);
    const found: Partial<Record<Field | 'form', string>> = {};
    const first = readDateField(from);
    const last = readDateField(to);
    if (!first) found.from = DATE_INVALID;
    if (!last) found.to = DATE_INVALID;
    const count = roomsMode === 'keep' ? undefined : readSigned(rooms);
    if (roomsMode !== 'keep' && count === undefined) found.rooms = STAFF_RATES_MESSAGES.roomsInvalid;
    const parsed = staffNightsChangeSchema.safeParse({
      from: first ?? '',
      to: last ?? '',
      ...(weekdays.length < 7 && { weekdays }),
      boardPrice: rialOf(readNumber(prices.boardPrice)),
      customerPrice: rialOf(readNumber(prices.customerPrice)),
      ...(roomsMode === 'set' && { freeCount: count }),
      ...(roomsMode === 'add' && { addRooms: count }),
      ...(closed !== 'keep' && { closed: closed === 'close' }),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'form');
        const field = (name === 'freeCount' || name === 'addRooms' ? 'rooms' : name) as Field | 'form';
        found[field] ??= inTomanWords(issue.message);
      }
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) onSubmit(parsed.data);
  };

  const failure =
    error instanceof ApiError && error !== answered && error.errors.length > 0
      ? error.errors.join(' ')
      : null;
  const toggleDay = (weekday: number) =>
    setWeekdays((old) => (old.includes(weekday) ? old.filter((day) => day !== weekday) : [...old, weekday]));
  const money = (name: 'boardPrice' | 'customerPrice', label: string) => (
    <TextField
      label={label}
      value={prices[name]}
      onChange={(event) => setPrices((old) => ({ ...old, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? 'خالی: بدون تغییر'}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', alignContent: 'start' }}
    >
      <Typography
        id={`${id}-title`}
        component="h2"
        variant="h6"
        sx={{ gridColumn: '1 / -1', fontWeight: 800 }}
      >
        تغییر شب‌ها
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        دو روز را در تقویم بزنید یا تاریخ‌ها را بنویسید؛ هر خانه‌ی خالی بدون تغییر می‌ماند.
      </Typography>
      <TextField
        label="از شب"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={Boolean(errors.from)}
        helperText={errors.from ?? ' '}
        placeholder="۱۴۰۵/۰۹/۱۰"
        required
      />
      <TextField
        label="تا شب"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={Boolean(errors.to)}
        helperText={errors.to ?? ' '}
        placeholder="۱۴۰۵/۰۹/۲۰"
        required
      />
      <FormControl component="fieldset" error={Boolean(errors.weekdays)} sx={{ gridColumn: '1 / -1' }}>
        <FormLabel component="legend">روزهای هفته</FormLabel>
        <FormGroup row>
          {IRANIAN_WEEK.map((weekday) => (
            <FormControlLabel
              key={weekday}
              control={<Checkbox checked={weekdays.includes(weekday)} onChange={() => toggleDay(weekday)} />}
              label={PERSIAN_WEEKDAY_NAMES[weekday]}
            />
          ))}
        </FormGroup>
        {errors.weekdays && (
          <Typography color="error" variant="caption">
            {errors.weekdays}
          </Typography>
        )}
      </FormControl>
      {money('boardPrice', 'قیمت رسمی (تومان)')}
      {money('customerPrice', 'قیمت فروش (تومان)')}
      <TextField
        select
        label="اتاق‌ها"
        value={roomsMode}
        onChange={(event) => setRoomsMode(event.target.value as RoomsMode)}
      >
        <MenuItem value="keep">بدون تغییر</MenuItem>
        <MenuItem value="set">تعداد کل اتاق‌ها</MenuItem>
        <MenuItem value="add">افزودن یا کاستن</MenuItem>
      </TextField>
      <TextField
        label={roomsMode === 'add' ? 'چند اتاق (کاستن با −)' : 'تعداد'}
        value={rooms}
        disabled={roomsMode === 'keep'}
        onChange={(event) => setRooms(event.target.value)}
        error={Boolean(errors.rooms)}
        helperText={errors.rooms ?? (roomsMode === 'set' ? 'اتاق‌های رزروشده هم شمرده می‌شوند' : ' ')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormControl component="fieldset" sx={{ gridColumn: '1 / -1' }}>
        <FormLabel component="legend">فروش</FormLabel>
        <RadioGroup row value={closed} onChange={(event) => setClosed(event.target.value as ClosedMode)}>
          <FormControlLabel value="keep" control={<Radio />} label="بدون تغییر" />
          <FormControlLabel value="close" control={<Radio />} label="بستن شب‌ها" />
          <FormControlLabel value="open" control={<Radio />} label="باز کردن شب‌ها" />
        </RadioGroup>
      </FormControl>
      <Box aria-live="polite" sx={{ gridColumn: '1 / -1' }}>
        {(failure ?? errors.form) && <Alert severity="error">{failure ?? errors.form}</Alert>}
        {!failure && changed !== null && (
          <Alert severity="success">{STAFF_RATES_MESSAGES.changed(changed)}</Alert>
        )}
      </Box>
      <PendingButton type="submit" variant="contained" pending={pending} sx={{ gridColumn: '1 / -1' }}>
        {pending ? 'در حال ثبت…' : 'اعمال روی شب‌ها'}
      </PendingButton>
    </Box>
  );
}
