// /artist-register-success: the artist's request is in; what happens next, and the ways back.
import Button from '@mui/material/Button';
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import { FormSuccess } from '@rahi/shared-ui/form';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export default function ArtistRegisterSuccessPage() {
  useEffect(() => {
    document.title = 'درخواست همکاری ثبت شد | راهی';
  }, []);
  return (
    <FormSuccess title="درخواست همکاری شما ثبت شد" text={FORM_MESSAGES.registrationSaved}>
      <Button component={RouterLink} to="/" variant="contained">
        بازگشت به صفحه اصلی
      </Button>
    </FormSuccess>
  );
}
