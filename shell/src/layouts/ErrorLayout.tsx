// For the error screen and /404: the logo back home and the message, nothing that could fail again.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ py: 2, px: 3, borderBottom: 1, borderColor: 'divider', bgcolor: '#fff' }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label="راهی، صفحه اصلی"
          sx={{ fontWeight: 800, fontSize: 26, color: 'primary.main', textDecoration: 'none' }}
        >
          راهی
        </Box>
      </Box>
      <Container component="main" id="main" maxWidth="md" sx={{ flexGrow: 1 }}>
        {children}
      </Container>
    </Box>
  );
}
