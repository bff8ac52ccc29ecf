// /backoffice/sign-in: the staff sign-in, on a page of its own (no navigation: nobody is signed in). A member sent
// here because the session ended reads why (the history's state, so only once the app has the page: the server
// drew it without); after signing in they go back to the page they were on.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useHydrated } from '@rahi/shared-ui/server-data';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SignInForm } from '../components/sign-in/SignInForm';
import { returnPathFrom } from '../state/return-path';

/** What the staff area hands the sign-in page: why the member is here. */
export interface SignInState {
  notice?: string;
}

export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useLocation().state as SignInState | null;
  const notice = useHydrated() ? state?.notice : undefined;
  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, color: 'primary.dark' }}>
          ورود کارکنان راهی
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          پیشخوان پشتیبانی، هتل‌ها و محتوا
        </Typography>
        {notice && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        <SignInForm onSignedIn={() => navigate(returnPathFrom(params.get('next')), { replace: true })} />
      </Paper>
    </Box>
  );
}
