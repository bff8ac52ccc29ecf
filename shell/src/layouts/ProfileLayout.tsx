// The traveller's account area: mf-profile's menu (./ProfileMenu) beside the page on desktop, above it on phones.
// The menu is the profile remote's, so its sections change with the remote; the layout only places it.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { RemoteArea } from '../federation/RemoteArea';
import type { LayoutProps } from './DefaultLayout';

/** The menu's size while it loads: a row on phones, a column on desktop, so nothing moves when it lands. */
const menuPlaceholder = (
  <Skeleton variant="rounded" sx={{ height: { xs: 52, md: 380 }, borderRadius: 3 }} aria-hidden="true" />
);

export function ProfileLayout({ footerHiddenOnMobile, children }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Container
        maxWidth="lg"
        sx={{
          flexGrow: 1,
          // At least a screen tall, as in DefaultLayout: a page growing as its data arrives never moves the footer
          // on screen (Lighthouse counted 0.28 of layout shift on the transactions page).
          minHeight: '100vh',
          py: { xs: 2, md: 3 },
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
          // The rows keep their own height; the page's extra height stays below them, not between them.
          alignContent: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 }, minWidth: 0 }}>
          <RemoteArea remote="mf_profile" module="./ProfileMenu" placeholder={menuPlaceholder} />
        </Box>
        <Box component="main" id="main" sx={{ minWidth: 0 }}>
          {children}
        </Box>
      </Container>
      <Footer hiddenOnMobile={footerHiddenOnMobile} />
    </Box>
  );
}
