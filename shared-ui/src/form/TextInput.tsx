// A text field drawn as MUI's TextField draws its outlined variant, from the parts TextField is made of
// (FormControl, InputLabel, OutlinedInput, FormHelperText; MUI's docs, Text Field, "Components"). TextField itself
// always takes in Select, with Menu, Popover and Modal, and the Input and FilledInput variants: about 15 KiB gzip
// that a form of text fields never uses. The markup, classes and ids are TextField's (`{id}-label`,
// `{id}-helper-text`), so the theme, the tests and assistive technology read both alike. A select stays
// TextField's (FormSelectField).
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';

export type TextInputProps = Omit<
  TextFieldProps,
  | 'select'
  | 'SelectProps'
  | 'variant'
  | 'slots'
  | 'slotProps'
  | 'children'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
> & {
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
};

/** @example <TextInput label="کد تخفیف" value={code} onChange={(event) => setCode(event.target.value)} /> */
export function TextInput({
  autoComplete,
  autoFocus,
  className,
  defaultValue,
  fullWidth,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  slotProps,
  type,
  value,
  ...formControl
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  return (
    <FormControl
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      variant="outlined"
      fullWidth={fullWidth}
      {...formControl}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps?.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps?.htmlInput}
        label={label}
        notched={slotProps?.inputLabel?.shrink}
        {...slotProps?.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
