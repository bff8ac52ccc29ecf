// The first sign-in with a one-time password: nothing else opens until it is replaced (booking-api refuses the
// rest too). Once changed, GET /staff/me is read again and the staff area shows the page asked for.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { PasswordChangeForm } from './PasswordChangeForm';

export function ForcedPasswordChange() {
  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2, color: 'primary.dark' }}>
          تغییر رمز عبور یک‌بار مصرف
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {STAFF_MESSAGES.passwordChangeRequired}
        </Alert>
        <PasswordChangeForm oneTime />
      </Paper>
    </Box>
  );
}
