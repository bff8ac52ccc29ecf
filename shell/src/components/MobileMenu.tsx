// The phone menu. Loaded on first open, so the drawer's code (and MUI's Modal under it) stays out of
// every page's first download. MUI flips 'left' to the start side in right-to-left, next to the menu button.
// It says what it is and closes from its own button, as well as by Escape or a tap beside it.
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CloseIcon } from './icons';
import { RESERVE_STATUS, type SiteLink } from './site-links';

export default function MobileMenu({
  links,
  open,
  onClose,
  onCheckReservation,
}: {
  links: readonly SiteLink[];
  open: boolean;
  onClose: () => void;
  /** The reservation check opens its modal, as in the header. */
  onCheckReservation: () => void;
}) {
  const titleId = useId();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-labelledby': titleId } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          width: 260,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
          منو
        </Typography>
        <IconButton aria-label="بستن منو" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label="منوی سایت" sx={{ width: 260, pt: 1 }}>
        {links.map((link) =>
          link.to === RESERVE_STATUS ? (
            <ListItemButton
              key={link.to}
              aria-haspopup="dialog"
              onClick={() => {
                onClose();
                onCheckReservation();
              }}
            >
              {link.label}
            </ListItemButton>
          ) : (
            <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
              {link.label}
            </ListItemButton>
          ),
        )}
      </List>
    </Drawer>
  );
}
