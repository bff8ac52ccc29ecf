// The back office's sections a member's roles open, as links; the current one is marked. The layout shows it as a
// column beside the page on a desktop and in a drawer on a phone.
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { StaffRole } from '@rahi/shared-contracts/staff';
import { NavLink } from 'react-router-dom';
import { BACKOFFICE_SECTIONS, canOpen } from '../sections';

/** The links a member with `roles` sees: home first, then each listed section they may open. */
export function navLinksFor(roles: readonly StaffRole[]) {
  const sections = BACKOFFICE_SECTIONS.filter((section) => section.navLabel && canOpen(section, roles));
  return [
    { to: '/backoffice', label: 'پیشخوان', end: true },
    ...sections.map((section) => ({
      to: `/backoffice/${section.path}`,
      label: section.navLabel ?? '',
      end: false,
    })),
  ];
}

export function SideNav({ roles, onFollow }: { roles: readonly StaffRole[]; onFollow?: () => void }) {
  return (
    <List component="ul" sx={{ p: 1 }}>
      {navLinksFor(roles).map((link) => (
        <li key={link.to}>
          <ListItemButton
            component={NavLink}
            to={link.to}
            end={link.end}
            onClick={onFollow}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
              '&[aria-current="page"]:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
