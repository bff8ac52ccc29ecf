// /artist-register: an artist who performs or exhibits at hotels asks to work with us (identity, contact, city,
// field of work, years of experience, a short description, up to three links); then /artist-register-success.
// A second registration from the same mobile is said kindly (409) and the form stays as typed.
import {
  ART_FIELD_NAMES,
  ART_FIELDS,
  artistRegistrationBodySchema,
  type FormReceipt,
} from '@rahi/shared-contracts/api';
import { FormSelectField, FormTextField, PublicForm, usePublicForm } from '@rahi/shared-ui/form';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormPage } from '../components/FormPage';
import { PartnerIdentityFields } from '../components/PartnerIdentityFields';
import { FORM_PAGES } from './form-pages';

const EMPTY = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  city: '',
  field: '' as (typeof ART_FIELDS)[number],
  experienceYears: '',
  description: '',
  links: '',
};

export default function ArtistRegisterPage() {
  const navigate = useNavigate();
  const registration = usePublicForm<typeof artistRegistrationBodySchema, FormReceipt>(
    artistRegistrationBodySchema,
    {
      endPoint: '/artist-registrations',
      action: 'artist_register',
      defaultValues: EMPTY,
    },
  );
  useEffect(() => {
    if (registration.sent) navigate('/artist-register-success');
  }, [registration.sent, navigate]);
  const { control } = registration.form;
  return (
    <FormPage
      title={FORM_PAGES['./ArtistRegisterPage'].title}
      intro={FORM_PAGES['./ArtistRegisterPage'].intro}
    >
      <PublicForm form={registration} label="ثبت‌نام هنرمند" submitLabel="ثبت درخواست همکاری">
        <PartnerIdentityFields control={control} />
        <FormSelectField
          control={control}
          name="field"
          label="زمینه فعالیت"
          options={ART_FIELDS.map((value) => ({ value, label: ART_FIELD_NAMES[value] }))}
          required
        />
        <FormTextField
          control={control}
          name="experienceYears"
          label="سال‌های تجربه"
          inputMode="numeric"
          required
        />
        <FormTextField
          control={control}
          name="description"
          label="درباره کار شما"
          multiline
          minRows={4}
          className="wide"
          required
          helperText="سبک کار، سابقه اجرا یا نمایشگاه، و آنچه برای اجرا در هتل لازم دارید"
        />
        <FormTextField
          control={control}
          name="links"
          label="نمونه کار (اختیاری)"
          multiline
          minRows={2}
          className="wide"
          helperText="هر خط یک نشانی، حداکثر ۳ (سایت، صفحه اینستاگرام، آپارات)"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </PublicForm>
    </FormPage>
  );
}
