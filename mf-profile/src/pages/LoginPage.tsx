// /auth/login: the login form on a page of its own, for links and for travellers sent here to log in.
// The shell sends a logged-in visitor to / (the route is guest-only), so after logging in the page leaves. The
// gateway draws it on the server (src/server/); it needs no data.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LoginForm from '../components/login/LoginForm';
import { profilePage } from './profile-page';

export const LOGIN_PAGE_TITLE = 'ورود به راهی';

function LoginPage() {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', py: { xs: 1, md: 4 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2, color: 'primary.dark' }}>
          {LOGIN_PAGE_TITLE}
        </Typography>
        <LoginForm />
      </Paper>
    </Box>
  );
}

// The server's data global (no reads) goes once hydrated: the shell's start-up script waits for that.
export default profilePage('./LoginPage', LoginPage);
