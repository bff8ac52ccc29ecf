// The site footer. Some routes hide it on phones (spec §2: "footer hidden on mobile").
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { FOOTER_LINKS } from './site-links';

export function Footer({ hiddenOnMobile = false }: { hiddenOnMobile?: boolean }) {
  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={{
        display: { xs: hiddenOnMobile ? 'none' : 'block', md: 'block' },
        mt: 6,
        py: 4,
        bgcolor: '#10231b',
        color: '#e8f1ec',
      }}
    >
      <Container maxWidth="lg">
        <Box
          component="nav"
          aria-label="پیوندهای پایین صفحه"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}
        >
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
              {link.label}
            </Link>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 3, opacity: 0.8 }}>
          © {toPersianDigits(1405)} راهی، رزرو آنلاین هتل در سراسر ایران
        </Typography>
      </Container>
    </Box>
  );
}
