// /artist-register-success: the artist's request is in; what happens next, and the ways back.
import Button from '@mui/material/Button';
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import { FormSuccess } from '@rahi/shared-ui/form';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { forgetServerContentData } from '../state/server-data';
import { FORM_PAGES } from './form-pages';

export default function ArtistRegisterSuccessPage() {
  useEffect(() => {
    document.title = `${FORM_PAGES['./ArtistRegisterSuccessPage'].title} | راهی`;
    // Drawn by the server on a reload, the page has nothing to read: its data global goes.
    forgetServerContentData();
  }, []);
  return (
    <FormSuccess title="درخواست همکاری شما ثبت شد" text={FORM_MESSAGES.registrationSaved}>
      <Button component={RouterLink} to="/" variant="contained">
        بازگشت به صفحه اصلی
      </Button>
    </FormSuccess>
  );
}
