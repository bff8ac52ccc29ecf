// /profile: the account's home. A greeting with the name and the credit in Toman (from the bus, which the
// shell keeps current with the token check) and the way to each section. Sections not built yet show the
// not-found page through the route table; this page does not pretend otherwise.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { tomanOf } from '@rahi/shared-contracts';
import { useAuth } from '@rahi/shared-ui/bus';
import { Link as RouterLink } from 'react-router-dom';
import { PROFILE_SECTIONS } from '../components/profile-sections';

export default function ProfilePage() {
  const auth = useAuth();
  if (auth.status === 'anonymous') return null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
          {auth.userName ? `سلام، ${auth.userName}` : 'سلام'}
        </Typography>
        <Typography sx={{ mt: 1 }} color="text.secondary">
          اعتبار حساب شما:{' '}
          <Box component="strong" sx={{ color: 'primary.dark' }}>
            {tomanOf(auth.credit)}
          </Box>
        </Typography>
      </Paper>
      <Box component="section" aria-labelledby="profile-sections-title">
        <Typography id="profile-sections-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          بخش‌های حساب
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {PROFILE_SECTIONS.map((section) => (
            <Paper component="li" key={section.to} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
              <Link component={RouterLink} to={section.to} underline="hover" sx={{ fontWeight: 700 }}>
                {section.label}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {section.text}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
