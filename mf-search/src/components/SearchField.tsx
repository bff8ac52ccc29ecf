// A labelled outlined input. MUI's TextField would also bring Select, Menu, Popover and Modal
// (~20 KiB gzip) to the home page for inputs that never need them.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, useId } from 'react';

export interface SearchFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  sx?: SxProps<Theme>;
}

export function SearchField({ label, value, placeholder, onChange, sx }: SearchFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" sx={sx}>
      <InputLabel htmlFor={id} shrink={placeholder ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        placeholder={placeholder}
        onChange={onChange}
        notched={placeholder ? true : undefined}
      />
    </FormControl>
  );
}
