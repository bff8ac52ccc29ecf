// One read-only field of StayDatesField: it shows a date as 'پنجشنبه ۲۰ آذر' and opens the picker when
// clicked or when Enter, Space or the down arrow is pressed on it. It is a combobox whose popup is the
// picker's dialog (ARIA's date-picker combobox pattern): a plain text input may not carry aria-expanded.
// The label's place, the notch, the focus and the size are given to each MUI part explicitly: on the hotel
// page FormControl and InputLabel can come from mf-hotel's build and OutlinedInput from ours (each
// `@mui/material/X` is a federation singleton of its own), so their form-control contexts differ.
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';

export interface StayDateInputProps {
  label: string;
  text: string;
  /** Shown at the field's end, e.g. '۲ شب'. */
  adornment?: string;
  size: 'medium' | 'small';
  expanded: boolean;
  /** The id of the picker's dialog, referenced by aria-controls while it is open. */
  controls?: string;
  inputRef?: Ref<HTMLInputElement>;
  onOpen: () => void;
}

export function StayDateInput({
  label,
  text,
  adornment,
  size,
  expanded,
  controls,
  inputRef,
  onOpen,
}: StayDateInputProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const raised = focused || text !== '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    // The click is heard on the whole field: on focus the label moves away under the pointer, so the
    // release can land on the label and the click on the field, never on the input itself.
    <FormControl variant="outlined" size={size} fullWidth onClick={onOpen}>
      <InputLabel htmlFor={id} variant="outlined" size={size} shrink={raised} focused={focused}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={text}
        readOnly
        size={size}
        notched={raised}
        inputRef={inputRef}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        inputProps={{
          role: 'combobox',
          'aria-haspopup': 'dialog',
          'aria-expanded': expanded,
          'aria-controls': expanded ? controls : undefined,
          style: { cursor: 'pointer' },
        }}
        endAdornment={
          adornment ? (
            <InputAdornment position="end" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {adornment}
            </InputAdornment>
          ) : undefined
        }
        sx={{ cursor: 'pointer' }}
      />
    </FormControl>
  );
}
