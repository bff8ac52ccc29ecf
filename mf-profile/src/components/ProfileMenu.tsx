// The profile layout's menu (product §2: every /profile route is in the profile layout): a column of the sections
// beside the page on desktop, a row of them that scrolls sideways above the page on phones. The shell's profile
// layout renders it (exposed as ./ProfileMenu), so it stays in place while the pages under it change.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { getEventBus } from '@rahi/shared-contracts';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { PROFILE_HOME, PROFILE_SECTIONS } from './profile-sections';

const ITEMS = [PROFILE_HOME, ...PROFILE_SECTIONS];

const itemSx = {
  display: 'block',
  flexShrink: 0,
  px: 2,
  py: { xs: 1, md: 1.25 },
  borderRadius: { xs: 5, md: 2 },
  border: { xs: 1, md: 0 },
  borderColor: 'divider',
  color: 'text.primary',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  font: 'inherit',
  fontSize: '0.95rem',
  textAlign: 'start',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 },
} as const;

export default function ProfileMenu() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: bring the current section into view (no effect on the desktop column).
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (pathname && current && list.current && list.current.scrollWidth > list.current.clientWidth)
      current.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <Paper
      component="nav"
      aria-label="بخش‌های حساب کاربری"
      variant="outlined"
      sx={{ p: { xs: 0.75, md: 1 }, borderRadius: 3, minWidth: 0 }}
    >
      <Box
        component="ul"
        ref={list}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          gap: { xs: 1, md: 0.5 },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollbarWidth: 'thin',
        }}
      >
        {ITEMS.map((item) => (
          <Box component="li" key={item.to} sx={{ flexShrink: 0 }}>
            <Box component={NavLink} to={item.to} end={!item.matchesChildren} sx={itemSx}>
              {item.label}
            </Box>
          </Box>
        ))}
        <Box
          component="li"
          sx={{ flexShrink: 0, mt: { md: 1 }, borderTop: { md: 1 }, borderColor: { md: 'divider' } }}
        >
          <ButtonBase
            onClick={() => getEventBus().emit({ type: 'auth/logged-out', payload: { redirectHome: true } })}
            sx={{ ...itemSx, width: { md: '100%' }, color: 'error.main', mt: { md: 0.5 } }}
          >
            خروج
          </ButtonBase>
        </Box>
      </Box>
    </Paper>
  );
}
