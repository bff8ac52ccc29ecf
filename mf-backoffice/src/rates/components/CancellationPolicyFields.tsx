// A hotel's cancellation policy as its manager writes it: the site-wide scale, or the hotel's own steps (from so
// many days before check-in, a percent of the first night or of the whole stay) and what a Nowruz or holiday stay
// keeps. Numbers are typed in Persian or English digits; the policy is written out below as travellers will read it
// (describeCancellationPolicy, the same words the hotel page and the voucher use). Bookings already made keep theirs.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  describeCancellationPolicy,
  toAsciiDigits,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { staffCancellationPolicySchema } from '@rahi/shared-contracts/api';
import { useState } from 'react';

type Base = 'firstNight' | 'stay';
interface Step {
  days: string;
  percent: string;
  of: Base;
}
interface Written {
  own: boolean;
  steps: Step[];
  holidays: 'none' | 'nowruz' | 'nowruzAndOfficial';
  holidayPercent: string;
  holidayOf: Base;
}

const BASES: Record<Base, string> = { firstNight: 'شب اول', stay: 'کل اقامت' };
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(toAsciiDigits(text.trim())));

function writtenOf(policy: CancellationPolicy | null): Written {
  const shown = policy ?? DEFAULT_CANCELLATION_POLICY;
  return {
    own: policy !== null,
    steps: shown.tiers.map((tier) => ({
      days: toPersianDigits(tier.minDaysBefore),
      percent: toPersianDigits(tier.percent),
      of: tier.of,
    })),
    holidays: shown.holidays?.days ?? 'none',
    holidayPercent: toPersianDigits(shown.holidays?.percent ?? 100),
    holidayOf: shown.holidays?.of ?? 'firstNight',
  };
}

function policyOf(written: Written): CancellationPolicy | null {
  if (!written.own) return null;
  return {
    tiers: written.steps.map((step) => ({
      minDaysBefore: number(step.days),
      percent: number(step.percent),
      of: step.of,
    })),
    holidays:
      written.holidays === 'none'
        ? null
        : { days: written.holidays, percent: number(written.holidayPercent), of: written.holidayOf },
  };
}

/** What a percent is of: the first night or the whole stay. */
function BaseSelect({
  value,
  disabled,
  onChange,
}: {
  value: Base;
  disabled: boolean;
  onChange: (of: Base) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="از مبلغ"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Base)}
    >
      {Object.entries(BASES).map(([key, label]) => (
        <MenuItem key={key} value={key}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CancellationPolicyFields({
  initial,
  onChange,
  error,
}: {
  initial: CancellationPolicy | null;
  onChange: (policy: CancellationPolicy | null) => void;
  /** booking-api's or the schema's refusal of the policy. */
  error?: string;
}) {
  const [written, setWritten] = useState(() => writtenOf(initial));
  const update = (change: Partial<Written>) => {
    const next = { ...written, ...change };
    setWritten(next);
    onChange(policyOf(next));
  };
  const setStep = (index: number, change: Partial<Step>) =>
    update({ steps: written.steps.map((step, n) => (n === index ? { ...step, ...change } : step)) });
  const checked = staffCancellationPolicySchema.safeParse(policyOf(written) ?? DEFAULT_CANCELLATION_POLICY);
  const disabled = !written.own;

  return (
    <Paper
      component="fieldset"
      variant="outlined"
      sx={{ gridColumn: '1 / -1', p: 1.5, m: 0, display: 'grid', gap: 1.25, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        شرایط لغو
      </Typography>
      <FormControlLabel
        control={<Switch checked={written.own} onChange={(event) => update({ own: event.target.checked })} />}
        label={written.own ? 'شرایط خود هتل' : 'مقیاس عمومی سایت'}
      />
      {written.steps.map((step, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: a step has no identity but its place
          key={index}
          role="group"
          aria-label={`پله‌ی ${toPersianDigits(index + 1)}`}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr auto' } }}
        >
          <TextField
            size="small"
            label="از چند روز پیش از ورود"
            value={step.days}
            disabled={disabled}
            onChange={(event) => setStep(index, { days: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            size="small"
            label="درصد جریمه"
            value={step.percent}
            disabled={disabled}
            onChange={(event) => setStep(index, { percent: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <BaseSelect value={step.of} disabled={disabled} onChange={(of) => setStep(index, { of })} />
          <IconButton
            aria-label={`حذف پله‌ی ${toPersianDigits(index + 1)}`}
            disabled={disabled || written.steps.length === 1}
            onClick={() => update({ steps: written.steps.filter((_, n) => n !== index) })}
            sx={{ justifySelf: 'start' }}
          >
            <span aria-hidden>✕</span>
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        disabled={disabled || written.steps.length >= 8}
        onClick={() => update({ steps: [...written.steps, { days: '', percent: '', of: 'firstNight' }] })}
        sx={{ justifySelf: 'start' }}
      >
        افزودن پله
      </Button>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '1.4fr 1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label="اقامت در تعطیلات"
          value={written.holidays}
          disabled={disabled}
          onChange={(event) => update({ holidays: event.target.value as Written['holidays'] })}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        >
          <MenuItem value="none">شرط جداگانه‌ای ندارد</MenuItem>
          <MenuItem value="nowruz">نوروز</MenuItem>
          <MenuItem value="nowruzAndOfficial">نوروز و تعطیلات رسمی</MenuItem>
        </TextField>
        {written.holidays !== 'none' && (
          <>
            <TextField
              size="small"
              label="دست‌کم درصد جریمه"
              value={written.holidayPercent}
              disabled={disabled}
              onChange={(event) => update({ holidayPercent: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <BaseSelect
              value={written.holidayOf}
              disabled={disabled}
              onChange={(holidayOf) => update({ holidayOf })}
            />
          </>
        )}
      </Box>
      <Box aria-live="polite">
        {error || !checked.success ? (
          <Typography color="error" variant="body2">
            {error ?? checked.error?.issues[0]?.message}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.9 }}>
            مسافر می‌خواند: {describeCancellationPolicy(checked.data)}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          رزروهایی که پیش‌تر ثبت شده‌اند با همان شرایطی لغو می‌شوند که هنگام رزرو دیده بودند.
        </Typography>
      </Box>
    </Paper>
  );
}
