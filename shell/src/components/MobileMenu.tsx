// The phone menu. Loaded on first open, so the drawer's code (and MUI's Modal under it) stays out of
// every page's first download. MUI flips 'left' to the start side in right-to-left, next to the menu button.
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { Link as RouterLink } from 'react-router-dom';
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
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'منو' } }}>
      <List component="nav" aria-label="منوی سایت" sx={{ width: 260, pt: 2 }}>
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
