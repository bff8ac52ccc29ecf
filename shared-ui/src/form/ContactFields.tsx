// The two ways to reach a person that the forms of every app ask alike: a mobile number and an e-mail address.
// Both are typed left to right inside the right-to-left page (digits, '+98', Latin letters), with the keyboard
// and autofill that fit them; the form's schema (shared-contracts) still decides what it accepts.
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export const CONTACT_LABELS = {
  mobile: 'شماره موبایل',
  email: 'ایمیل (اختیاری)',
} as const;

export type ContactFieldProps<T extends FieldValues, O> = Omit<
  FormTextFieldProps<T, O>,
  'type' | 'inputMode' | 'autoComplete' | 'slotProps' | 'dir'
>;

/** @example <FormMobileField control={form.control} name="mobile" required /> */
export function FormMobileField<T extends FieldValues, O>({
  label = CONTACT_LABELS.mobile,
  ...props
}: ContactFieldProps<T, O>) {
  return (
    <FormTextField
      {...props}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      slotProps={{ htmlInput: { dir: 'ltr', maxLength: 20 } }}
    />
  );
}

/** @example <FormEmailField control={form.control} name="email" /> */
export function FormEmailField<T extends FieldValues, O>({
  label = CONTACT_LABELS.email,
  ...props
}: ContactFieldProps<T, O>) {
  return (
    <FormTextField
      {...props}
      label={label}
      type="email"
      autoComplete="email"
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}
