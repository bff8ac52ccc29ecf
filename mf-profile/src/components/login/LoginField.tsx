// A labelled outlined input for the login steps: FormControl, label and input without TextField's Select and
// Menu. Numbers and passwords are typed left to right inside the right-to-left form.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEvent, type HTMLAttributes, useId } from 'react';

export interface LoginFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  maxLength?: number;
  disabled?: boolean;
}

export function LoginField({
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  autoFocus,
  maxLength,
  disabled,
}: LoginFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth disabled={disabled}>
      <InputLabel htmlFor={id} shrink={placeholder ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        notched={placeholder ? true : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        inputProps={{ inputMode, autoComplete, maxLength, dir: 'ltr', style: { textAlign: 'right' } }}
      />
    </FormControl>
  );
}
