import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';

export interface LayoutProps {
  footerHiddenOnMobile?: boolean;
  children: ReactNode;
}

export function DefaultLayout({ footerHiddenOnMobile, children }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page growing as its data arrives never
          moves it on screen (Lighthouse counted that as layout shift on the payment pages). */}
      <Container
        component="main"
        id="main"
        maxWidth="lg"
        sx={{ flexGrow: 1, minHeight: '100vh', py: { xs: 2, md: 3 } }}
      >
        {children}
      </Container>
      <Footer hiddenOnMobile={footerHiddenOnMobile} />
    </Box>
  );
}
