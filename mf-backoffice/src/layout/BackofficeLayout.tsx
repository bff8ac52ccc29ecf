// The back office's frame, desktop first: a header bar (name, the member's menu), the sections a member's roles
// open in a column at the start side, and the page. Below the md breakpoint the column becomes a drawer opened from
// the header's menu button, and the page takes the whole width.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BACKOFFICE_TITLE } from '@rahi/shared-contracts';
import type { StaffMe } from '@rahi/shared-contracts/api';
import { createIcon } from '@rahi/shared-ui/components';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountMenu } from './AccountMenu';
import { SideNav } from './SideNav';

export const NAV_WIDTH = 232;

const MenuIcon = createIcon('M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z');

export function BackofficeLayout({ staff, children }: { staff: StaffMe; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        component="header"
        position="fixed"
        elevation={0}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="باز کردن فهرست بخش‌ها"
            aria-expanded={drawerOpen}
            aria-controls="backoffice-drawer"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={RouterLink}
            to="/backoffice"
            sx={{ fontWeight: 800, fontSize: 20, color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            {BACKOFFICE_TITLE}
          </Typography>
          <AccountMenu staff={staff} />
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label="بخش‌های پیشخوان"
        sx={{ width: { md: NAV_WIDTH }, flexShrink: { md: 0 } }}
      >
        <Drawer
          id="backoffice-drawer"
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
        >
          <SideNav roles={staff.roles} onFollow={() => setDrawerOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
        >
          <Toolbar />
          <SideNav roles={staff.roles} />
        </Drawer>
      </Box>
      <Box
        component="main"
        id="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 1.5, sm: 3 },
          pb: 4,
          width: { md: `calc(100% - ${NAV_WIDTH}px)` },
        }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 2, md: 3 }, maxWidth: 1200, mx: 'auto' }}>{children}</Box>
      </Box>
    </Box>
  );
}
