// The voucher stands alone, sized for the screen and for print: no header, footer or menus, only a link back to
// the site above it, which is not printed.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function VoucherLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" sx={{ maxWidth: 840, mx: 'auto', p: { xs: 1, sm: 3 }, bgcolor: '#fff' }}>
      <Box
        component={RouterLink}
        to="/"
        sx={{
          display: 'inline-flex',
          alignItems: 'baseline',
          gap: 1.5,
          mb: { xs: 1, sm: 2 },
          px: { xs: 1, sm: 0 },
          color: 'primary.main',
          textDecoration: 'none',
          '@media print': { display: 'none' },
        }}
      >
        <Box component="span" sx={{ fontWeight: 800, fontSize: 24 }}>
          راهی
        </Box>
        <Box component="span" sx={{ fontSize: 14, textDecoration: 'underline' }}>
          بازگشت به صفحه اصلی
        </Box>
      </Box>
      {children}
    </Box>
  );
}
