// /questionnaire-sucess (product §2's spelling): thanks the traveller and offers the ways back.
import Button from '@mui/material/Button';
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import { FormSuccess } from '@rahi/shared-ui/form';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { forgetServerContentData } from '../state/server-data';
import { FORM_PAGES } from './form-pages';

export default function QuestionnaireSuccessPage() {
  useEffect(() => {
    document.title = `${FORM_PAGES['./QuestionnaireSuccessPage'].title} | راهی`;
    // Drawn by the server on a reload, the page has nothing to read: its data global goes.
    forgetServerContentData();
  }, []);
  return (
    <FormSuccess title="سپاس از همراهی شما" text={FORM_MESSAGES.questionnaireSaved}>
      <Button component={RouterLink} to="/" variant="contained">
        بازگشت به صفحه اصلی
      </Button>
      <Button component={RouterLink} to="/contact-us" variant="outlined">
        تماس با پشتیبانی
      </Button>
    </FormSuccess>
  );
}
