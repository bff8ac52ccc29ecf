// /backoffice/password: a member changes their own password (booking-api's answer is toasted).
import Paper from '@mui/material/Paper';
import { PageHeading } from '../components/PageHeading';
import { PasswordChangeForm } from '../components/password/PasswordChangeForm';

export default function PasswordPage() {
  return (
    <>
      <PageHeading title="تغییر رمز عبور" />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <PasswordChangeForm oneTime={false} />
      </Paper>
    </>
  );
}
