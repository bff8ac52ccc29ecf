// One choice from a list, as a native select bound to a react-hook-form field: an empty first option asks the
// traveller to choose, and the label always sits above the box (left where it is, it overlapped that option).
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { ChoiceOption } from './FormChoiceField';
import { FormTextField } from './FormTextField';

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
    <FormTextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="" disabled>
        انتخاب کنید
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}
