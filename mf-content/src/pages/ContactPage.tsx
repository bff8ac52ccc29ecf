// /contact-us: a message to support (name, mobile, optional email, subject, message, optional reserve id), how to
// reach support by phone, and the success state; a logged-in sender's message is also a ticket they can follow.
import Button from '@mui/material/Button';
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import { contactBodySchema, type FormReceipt } from '@rahi/shared-contracts/api';
import {
  FormEmailField,
  FormMobileField,
  FormSuccess,
  FormTextField,
  PublicForm,
  usePublicForm,
} from '@rahi/shared-ui/form';
import { Link as RouterLink } from 'react-router-dom';
import { FormPage } from '../components/FormPage';
import { SupportCard } from '../components/SupportCard';
import { FORM_PAGES } from './form-pages';

const EMPTY = { name: '', mobile: '', email: '', subject: '', message: '', reserveId: '' };

export default function ContactPage() {
  const contact = usePublicForm<typeof contactBodySchema, FormReceipt>(contactBodySchema, {
    endPoint: '/contact-messages',
    action: 'contact',
    defaultValues: EMPTY,
  });
  const { control } = contact.form;
  return (
    <FormPage
      title={FORM_PAGES['./ContactPage'].title}
      intro={FORM_PAGES['./ContactPage'].intro}
      aside={<SupportCard />}
    >
      {contact.sent ? (
        <FormSuccess
          title="پیام شما رسید"
          text={contact.sent.ticketId ? FORM_MESSAGES.contactSentWithTicket : FORM_MESSAGES.contactSent}
        >
          {contact.sent.ticketId ? (
            <Button
              component={RouterLink}
              to={`/profile/ticket/${contact.sent.ticketId}`}
              variant="contained"
            >
              پیگیری تیکت
            </Button>
          ) : null}
          <Button component={RouterLink} to="/" variant={contact.sent.ticketId ? 'outlined' : 'contained'}>
            بازگشت به صفحه اصلی
          </Button>
          <Button onClick={contact.reset}>ارسال پیام دیگر</Button>
        </FormSuccess>
      ) : (
        <PublicForm form={contact} label="پیام به پشتیبانی" submitLabel="ارسال پیام">
          <FormTextField
            control={control}
            name="name"
            label="نام و نام خانوادگی"
            autoComplete="name"
            required
          />
          <FormMobileField control={control} name="mobile" required />
          <FormEmailField control={control} name="email" />
          <FormTextField
            control={control}
            name="reserveId"
            label="کد رزرو (اختیاری)"
            inputMode="numeric"
            helperText="اگر پیام درباره رزرو است"
          />
          <FormTextField control={control} name="subject" label="موضوع" className="wide" required />
          <FormTextField
            control={control}
            name="message"
            label="متن پیام"
            multiline
            minRows={5}
            className="wide"
            required
          />
        </PublicForm>
      )}
    </FormPage>
  );
}
