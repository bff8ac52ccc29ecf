// A text field bound to a react-hook-form field: the schema's Persian message shows under the field (and is
// its accessible description), and the field is marked invalid, as soon as the value is refused. A submit with
// refused fields moves the focus to the first of them (react-hook-form's shouldFocusError, through inputRef).
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/** @example <FormTextField control={form.control} name="mobile" label="شماره موبایل" inputMode="numeric" /> */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  helperText,
  inputMode,
  slotProps,
  ...props
}: FormTextFieldProps<T, O>) {
  // On TextField itself inputMode lands on the wrapper <div>, where no phone keyboard reads it: the <input> gets it.
  const htmlInput = slotProps?.htmlInput;
  const slots =
    inputMode === undefined || typeof htmlInput === 'function'
      ? slotProps
      : { ...slotProps, htmlInput: { inputMode, ...htmlInput } };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          slotProps={slots}
          {...field}
          // The <input> itself, so a refused submit focuses (and scrolls to) the first refused field.
          inputRef={ref}
          value={field.value ?? ''}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
