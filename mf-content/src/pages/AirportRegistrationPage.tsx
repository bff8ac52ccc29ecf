// /airport-registration: a provider of airport transfers asks to work with us (identity, contact, city, airport,
// vehicle type and model, seats, a short description, up to three links); the success state shows in place.
// A second registration from the same mobile is said kindly (409) and the form stays as typed.
import Button from '@mui/material/Button';
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import {
  airportRegistrationBodySchema,
  type FormReceipt,
  VEHICLE_TYPE_NAMES,
  VEHICLE_TYPES,
} from '@rahi/shared-contracts/api';
import { FormSelectField, FormSuccess, FormTextField, PublicForm, usePublicForm } from '@rahi/shared-ui/form';
import { Link as RouterLink } from 'react-router-dom';
import { FormPage } from '../components/FormPage';
import { PartnerIdentityFields } from '../components/PartnerIdentityFields';
import { FORM_PAGES } from './form-pages';

const EMPTY = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  city: '',
  airport: '',
  vehicleType: '' as (typeof VEHICLE_TYPES)[number],
  vehicleModel: '',
  capacity: '',
  description: '',
  links: '',
};

export default function AirportRegistrationPage() {
  const registration = usePublicForm<typeof airportRegistrationBodySchema, FormReceipt>(
    airportRegistrationBodySchema,
    { endPoint: '/airport-registrations', action: 'airport_register', defaultValues: EMPTY },
  );
  const { control } = registration.form;
  return (
    <FormPage
      title={FORM_PAGES['./AirportRegistrationPage'].title}
      intro={FORM_PAGES['./AirportRegistrationPage'].intro}
    >
      {registration.sent ? (
        <FormSuccess title="درخواست همکاری شما ثبت شد" text={FORM_MESSAGES.registrationSaved}>
          <Button component={RouterLink} to="/" variant="contained">
            بازگشت به صفحه اصلی
          </Button>
        </FormSuccess>
      ) : (
        <PublicForm form={registration} label="ثبت‌نام ترانسفر فرودگاهی" submitLabel="ثبت درخواست همکاری">
          <PartnerIdentityFields control={control} />
          <FormTextField control={control} name="airport" label="فرودگاه محل فعالیت" required />
          <FormSelectField
            control={control}
            name="vehicleType"
            label="نوع خودرو"
            options={VEHICLE_TYPES.map((value) => ({ value, label: VEHICLE_TYPE_NAMES[value] }))}
            required
          />
          <FormTextField control={control} name="vehicleModel" label="مدل خودرو" required />
          <FormTextField control={control} name="capacity" label="ظرفیت مسافر" inputMode="numeric" required />
          <FormTextField
            control={control}
            name="description"
            label="توضیحات"
            multiline
            minRows={4}
            className="wide"
            required
            helperText="ساعت‌های کاری، زبان‌هایی که راننده می‌داند، امکانات خودرو"
          />
          <FormTextField
            control={control}
            name="links"
            label="نشانی‌ها (اختیاری)"
            multiline
            minRows={2}
            className="wide"
            helperText="هر خط یک نشانی، حداکثر ۳"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </PublicForm>
      )}
    </FormPage>
  );
}
