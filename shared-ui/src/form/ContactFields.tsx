// The two ways to reach a person that the forms of every app ask alike: a mobile number and an e-mail address.
// Both are typed left to right inside the right-to-left page (digits, '+98', Latin letters), with the keyboard
// and autofill that fit them; the form's schema (shared-contracts) still decides what it accepts.
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export const CONTACT_LABELS = {
  mobile: 'شماره موبایل',
  email: 'ایمیل (اختیاری)',
} as const;

const CONTACT_INPUTS = {
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: undefined },
} as const;

export type ContactFieldProps<T extends FieldValues, O> = Omit<
  FormTextFieldProps<T, O>,
  'type' | 'inputMode' | 'autoComplete' | 'slotProps' | 'dir'
>;

function ContactField<T extends FieldValues, O>({
  kind,
  label = CONTACT_LABELS[kind],
  ...props
}: ContactFieldProps<T, O> & { kind: keyof typeof CONTACT_INPUTS }) {
  const { maxLength, ...input } = CONTACT_INPUTS[kind];
  return (
    <FormTextField {...props} {...input} label={label} slotProps={{ htmlInput: { dir: 'ltr', maxLength } }} />
  );
}

/** @example <FormMobileField control={form.control} name="mobile" required /> */
export const FormMobileField = <T extends FieldValues, O>(props: ContactFieldProps<T, O>) => (
  <ContactField kind="mobile" {...props} />
);

/** @example <FormEmailField control={form.control} name="email" /> */
export const FormEmailField = <T extends FieldValues, O>(props: ContactFieldProps<T, O>) => (
  <ContactField kind="email" {...props} />
);
