// /backoffice: who is signed in, with which roles, and the sections those roles open.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BACKOFFICE_TITLE } from '@rahi/shared-contracts';
import { STAFF_ROLE_LABELS } from '@rahi/shared-contracts/staff';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading';
import { navLinksFor } from '../layout/SideNav';
import { useStaff } from '../state/staff-context';

export default function HomePage() {
  const staff = useStaff();
  const sections = navLinksFor(staff.roles).slice(1);
  return (
    <>
      <PageHeading title={BACKOFFICE_TITLE} />
      <Typography sx={{ mb: 3 }}>
        خوش آمدید، <bdi dir="ltr">{staff.email}</bdi>. نقش شما:{' '}
        {staff.roles.map((role) => STAFF_ROLE_LABELS[role]).join('، ')}.
      </Typography>
      {sections.length > 0 ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {sections.map((section) => (
            <Paper component="li" variant="outlined" key={section.to} sx={{ p: 2, borderRadius: 3 }}>
              <Link
                component={RouterLink}
                to={section.to}
                underline="hover"
                sx={{ fontWeight: 700, fontSize: 18 }}
              >
                {section.label}
              </Link>
            </Paper>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">هنوز بخشی برای نقش شما در پیشخوان نیست.</Typography>
      )}
    </>
  );
}
