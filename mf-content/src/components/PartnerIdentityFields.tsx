// Who a partner is and how to reach them: the first fields of both registration forms.
import { FormEmailField, FormMobileField, FormTextField } from '@rahi/shared-ui/form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

export function PartnerIdentityFields<T extends FieldValues, O>({
  control,
}: {
  control: Control<T, unknown, O>;
}) {
  const name = (field: 'firstName' | 'lastName' | 'mobile' | 'email' | 'city') => field as FieldPath<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={name('firstName')}
        label="نام"
        autoComplete="given-name"
        required
      />
      <FormTextField
        control={control}
        name={name('lastName')}
        label="نام خانوادگی"
        autoComplete="family-name"
        required
      />
      <FormMobileField control={control} name={name('mobile')} required />
      <FormEmailField control={control} name={name('email')} />
      <FormTextField
        control={control}
        name={name('city')}
        label="شهر"
        autoComplete="address-level2"
        required
      />
    </>
  );
}
