// The user menu's content: the credit in Toman, the way to the profile, logout (to / , product §4).
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type AuthSession, getEventBus, MESSAGES, tomanOf } from '@rahi/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { LogoutIcon, PersonIcon } from './icons';

export interface UserMenuPopupProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  session: AuthSession;
}

export default function UserMenuPopup({ anchor, open, onClose, session }: UserMenuPopupProps) {
  const logOut = () => {
    onClose();
    const bus = getEventBus();
    bus.emit({ type: 'auth/logged-out', payload: { redirectHome: true } });
    bus.emit({ type: 'toast/success', payload: { message: MESSAGES.authLoggedOut } });
  };
  return (
    <Menu id="user-menu" anchorEl={anchor} open={open} onClose={onClose}>
      <Typography component="li" role="none" sx={{ px: 2, py: 1, fontSize: 14 }} color="text.secondary">
        اعتبار: <strong>{tomanOf(session.credit)}</strong>
      </Typography>
      <Divider component="li" role="separator" />
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        حساب کاربری
      </MenuItem>
      <MenuItem onClick={logOut}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        خروج
      </MenuItem>
    </Menu>
  );
}
