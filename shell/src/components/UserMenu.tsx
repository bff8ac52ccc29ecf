// The logged-in traveller's entry in the header: the name; a click opens a menu with the credit in Toman, the
// profile and logout. The menu's code (MUI Menu and Popover) loads on the first open.
import Button from '@mui/material/Button';
import type { AuthSession } from '@rahi/shared-contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { PersonIcon } from './icons';

const UserMenuPopup = lazy(() => import('./UserMenuPopup'));

export function UserMenu({ session }: { session: AuthSession }) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        startIcon={<PersonIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'user-menu' : undefined}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{
          maxWidth: { xs: 140, sm: 220 },
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        }}
      >
        <span className="label">{session.userName || 'حساب کاربری'}</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <UserMenuPopup
            anchor={anchor.current}
            open={open}
            onClose={() => setOpen(false)}
            session={session}
          />
        </Suspense>
      )}
    </>
  );
}
