// /auth/login: the login form on a page of its own, for links and for travellers sent here to log in.
// The shell sends a logged-in visitor to / (the route is guest-only), so after logging in the page leaves.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LoginForm from '../components/login/LoginForm';

export default function LoginPage() {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', py: { xs: 1, md: 4 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2, color: 'primary.dark' }}>
          ورود به راهی
        </Typography>
        <LoginForm />
      </Paper>
    </Box>
  );
}
