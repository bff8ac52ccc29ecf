// The site footer: link columns, the about text and the support phone from /header-footer-contents,
// or the built-in links until it answers. Some routes hide it on phones (product §2).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { readHeaderSettings, toPersianDigits } from '@rahi/shared-contracts';
import { Ltr } from '@rahi/shared-ui/components';
import { drawnNearViewport } from '@rahi/shared-ui/tokens';
import { Link as RouterLink } from 'react-router-dom';
import { useHeaderFooter } from '../header-footer/use-header-footer';
import { FOOTER_LINKS, toSiteLinks } from './site-links';

export function Footer({ hiddenOnMobile = false }: { hiddenOnMobile?: boolean }) {
  const payload = useHeaderFooter();
  const settings = readHeaderSettings(payload?.header.settings);
  const phone = settings.phone ?? payload?.footer.phone;
  const columns = payload?.footer.columns.map((column) => ({
    title: column.title,
    links: toSiteLinks(column.links),
  })) ?? [{ title: 'راهی', links: [...FOOTER_LINKS] }];
  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={{
        // Always below the fold (the main column is a screen tall): laid out only as it nears the screen.
        ...drawnNearViewport({ xs: 540, sm: 500, lg: 330 }),
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
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${Math.max(columns.length, 1)}, 1fr)` },
          }}
        >
          {columns.map((column) => (
            <Box key={column.title}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1 }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        {payload?.footer.about && (
          <Typography variant="body2" sx={{ mt: 3, opacity: 0.85, maxWidth: 720 }}>
            {payload.footer.about}
          </Typography>
        )}
        {settings.social.length > 0 && (
          <Box
            component="nav"
            aria-label="راهی در شبکه‌های اجتماعی"
            sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}
          >
            {settings.social.map((link) => (
              <Link
                key={link.url}
                href={link.url}
                color="inherit"
                underline="hover"
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.title}
              </Link>
            ))}
          </Box>
        )}
        <Typography variant="body2" sx={{ mt: 2, opacity: 0.8 }}>
          © {toPersianDigits(1405)} راهی، رزرو آنلاین هتل در سراسر ایران
          {phone && (
            <>
              {' — پشتیبانی: '}
              <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="inherit" underline="hover">
                <Ltr>{toPersianDigits(phone)}</Ltr>
              </Link>
              {settings.supportHours && ` (${settings.supportHours})`}
            </>
          )}
        </Typography>
      </Container>
    </Box>
  );
}
