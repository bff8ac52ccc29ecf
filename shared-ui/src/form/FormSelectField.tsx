// Selects bound to a react-hook-form field, drawn by MUI's TextField with `select` (the text fields are
// TextInput, without TextField's Select). FormSelectField is the native one with a list of options: an empty first
// option asks the traveller to choose, and the label always sits above the box (left where it is, it overlapped
// that option).
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ChoiceOption } from './FormChoiceField';
import { boundFieldProps } from './FormTextField';

export type FormSelectProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'error' | 'select'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/** @example <FormSelect control={form.control} name="kind" label="نوع">{items}</FormSelect> */
export function FormSelect<T extends FieldValues, O>({
  control,
  name,
  helperText,
  ...props
}: FormSelectProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => <TextField {...props} select {...boundFieldProps(bound, helperText)} />}
    />
  );
}

export interface FormSelectFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly ChoiceOption[];
  required?: boolean;
}

/** @example <FormSelectField control={form.control} name="field" label="زمینه فعالیت" options={FIELDS} required /> */
export function FormSelectField<T extends FieldValues, O>({ options, ...props }: FormSelectFieldProps<T, O>) {
  return (
    <FormSelect {...props} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="" disabled>
        انتخاب کنید
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormSelect>
  );
}
