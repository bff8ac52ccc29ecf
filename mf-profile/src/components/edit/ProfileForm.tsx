// docs/product.md §3's profile fields, checked with the schema booking-api checks them with (profileUpdateBodySchema):
// Persian names, a national code with its check digit, a 10-digit postal code, a landline. The mobile is the
// login and cannot be changed here. Each refusal shows beside its field in Persian.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '@rahi/shared-contracts';
import { type Profile, profileUpdateBodySchema } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { FormEmailField, FormSelect, FormTextField, useZodForm } from '@rahi/shared-ui/form';
import { useUpdateProfile } from '../../api/update-profile';

export const USER_KIND_NAMES = { 1: 'شخص حقیقی', 2: 'سازمان (رزرو برای کارکنان)' } as const;

const valuesOf = (profile: Profile) => ({
  firstname: profile.firstname ?? '',
  lastname: profile.lastname ?? '',
  email: profile.email ?? '',
  phone: toPersianDigits(profile.phone ?? ''),
  national_code: toPersianDigits(profile.national_code ?? ''),
  address: profile.address ?? '',
  postal_code: toPersianDigits(profile.postal_code ?? ''),
  user_kind: (profile.user_kind === 2 ? 2 : 1) as 1 | 2,
});

export function ProfileForm({ profile }: { profile: Profile }) {
  const form = useZodForm(profileUpdateBodySchema, { defaultValues: valuesOf(profile) });
  const update = useUpdateProfile();
  const submit = form.handleSubmit(async (body) => {
    const saved = await update.save(body);
    if (saved) form.reset(valuesOf(saved));
  });
  const control = form.control;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="اطلاعات حساب کاربری"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <FormTextField control={control} name="firstname" label="نام" required autoComplete="given-name" />
      <FormTextField
        control={control}
        name="lastname"
        label="نام خانوادگی"
        required
        autoComplete="family-name"
      />
      <TextField
        label="شماره موبایل"
        value={toPersianDigits(profile.mobile)}
        helperText="شماره موبایل همان شناسه ورود شماست و تغییر نمی‌کند."
        slotProps={{ input: { readOnly: true } }}
      />
      <FormEmailField control={control} name="email" label="ایمیل" />
      <FormTextField
        control={control}
        name="national_code"
        label="کد ملی"
        inputMode="numeric"
        autoComplete="off"
      />
      <FormTextField control={control} name="phone" label="تلفن ثابت" inputMode="tel" autoComplete="tel" />
      <FormTextField
        control={control}
        name="postal_code"
        label="کد پستی"
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <FormSelect control={control} name="user_kind" label="نوع کاربری">
        {Object.entries(USER_KIND_NAMES).map(([kind, name]) => (
          <MenuItem key={kind} value={Number(kind)}>
            {name}
          </MenuItem>
        ))}
      </FormSelect>
      <FormTextField
        control={control}
        name="address"
        label="نشانی"
        multiline
        minRows={2}
        autoComplete="street-address"
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <PendingButton type="submit" variant="contained" size="large" pending={update.isPending}>
          {update.isPending ? 'در حال ذخیره…' : 'ذخیره اطلاعات'}
        </PendingButton>
      </Box>
    </Box>
  );
}
