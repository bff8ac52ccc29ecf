// One choice among a few, bound to a react-hook-form field: radio buttons in a labelled group (a fieldset with
// its legend), moved between with the arrow keys, the schema's Persian message under the group and linked to it.
// Used for single-choice questions, 1-5 scores and yes/no answers.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface FormChoiceFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly ChoiceOption[];
  /** Side by side (scores, yes/no) rather than one a line. */
  row?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/** @example <FormChoiceField control={form.control} name="recommend" label="پیشنهاد می‌کنید؟" options={YES_NO} row /> */
export function FormChoiceField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  row = false,
  helperText,
  sx,
}: FormChoiceFieldProps<T, O>) {
  const id = `choice-${String(name).replace(/\W/g, '-')}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        return (
          <FormControl component="fieldset" error={fieldState.error !== undefined} sx={sx}>
            <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 0.5 }}>
              {label}
            </FormLabel>
            <RadioGroup
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              row={row}
              aria-labelledby={`${id}-label`}
              {...(message && { 'aria-describedby': `${id}-message` })}
            >
              {options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio size="small" />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
            {message ? <FormHelperText id={`${id}-message`}>{message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
