// The member's menu in the header: who is signed in and with which roles, change the password, sign out of this
// browser, or of every device at once.
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { StaffMe } from '@rahi/shared-contracts/api';
import { STAFF_MESSAGES, STAFF_ROLE_LABELS } from '@rahi/shared-contracts/staff';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../api/sign-out';
import type { SignInState } from '../pages/SignInPage';
import { SIGN_IN_PATH } from '../state/return-path';

export function AccountMenu({ staff }: { staff: StaffMe }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut({ everywhere: true });
  const leave = (notice: string) => () => {
    setAnchor(null);
    const state: SignInState = { notice };
    navigate(SIGN_IN_PATH, { replace: true, state });
  };

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: { xs: 160, sm: 280 }, overflow: 'hidden' }}
      >
        <bdi dir="ltr" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {staff.email}
        </bdi>
      </Button>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {staff.roles.map((role) => STAFF_ROLE_LABELS[role]).join('، ')}
        </Typography>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/backoffice/password');
          }}
        >
          تغییر رمز عبور
        </MenuItem>
        <MenuItem onClick={() => void signOut.signOut().then(leave(STAFF_MESSAGES.signedOut), () => {})}>
          خروج
        </MenuItem>
        <MenuItem
          onClick={() =>
            void signOutEverywhere.signOut().then(leave(STAFF_MESSAGES.signedOutEverywhere), () => {})
          }
        >
          خروج از همه دستگاه‌ها
        </MenuItem>
      </Menu>
    </>
  );
}
