// A text field bound to a react-hook-form field: the schema's Persian message shows under the field (and is
// its accessible description), and the field is marked invalid, as soon as the value is refused. A submit with
// refused fields moves the focus to the first of them (react-hook-form's shouldFocusError, through inputRef).

import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { TextInput, type TextInputProps } from './TextInput';

export type FormTextFieldProps<T extends FieldValues, O> = Omit<
  TextInputProps,
  'name' | 'value' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/**
 * What a bound field gives the MUI field that draws it: its value and handlers, the <input> itself (so a refused
 * submit focuses and scrolls to the first refused field), and the refusal as the field's error and helper text.
 */
export function boundFieldProps<T extends FieldValues>(
  {
    field: { ref, ...field },
    fieldState,
  }: { field: ControllerRenderProps<T>; fieldState: ControllerFieldState },
  helperText?: ReactNode,
) {
  return {
    ...field,
    inputRef: ref,
    value: field.value ?? '',
    error: fieldState.error !== undefined,
    helperText: fieldState.error?.message ?? helperText,
  };
}

/** @example <FormTextField control={form.control} name="mobile" label="شماره موبایل" inputMode="numeric" /> */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  helperText,
  inputMode,
  slotProps,
  ...props
}: FormTextFieldProps<T, O>) {
  // inputMode belongs on the <input>, where a phone's keyboard reads it, not on the field's wrapper <div>.
  const slots =
    inputMode === undefined ? slotProps : { ...slotProps, htmlInput: { inputMode, ...slotProps?.htmlInput } };
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => <TextInput {...props} slotProps={slots} {...boundFieldProps(bound, helperText)} />}
    />
  );
}
