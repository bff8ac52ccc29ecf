// The voucher stands alone, sized for the screen and for print: no header, footer or menus.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function VoucherLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" sx={{ maxWidth: 840, mx: 'auto', p: { xs: 1, sm: 3 }, bgcolor: '#fff' }}>
      {children}
    </Box>
  );
}
