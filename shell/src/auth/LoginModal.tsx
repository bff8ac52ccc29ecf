// The login modal (spec §2 shared elements): mf-profile's LoginForm inside a dialog, through RemoteArea, so a
// broken or unreachable mf-profile shows its card inside the dialog and the page goes on working. Full screen on
// phones.
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CloseIcon } from '@rahi/shared-ui/components';
import { RemoteArea } from '../federation/RemoteArea';

export default function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="login-modal-title"
    >
      <DialogTitle id="login-modal-title" sx={{ fontWeight: 800, pe: 7 }}>
        ورود / ثبت‌نام
      </DialogTitle>
      <IconButton
        aria-label="بستن"
        onClick={onClose}
        sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <RemoteArea remote="mf_profile" module="./LoginForm" />
      </DialogContent>
    </Dialog>
  );
}
