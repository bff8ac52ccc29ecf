// The header's check-reservation modal (spec §2 shared elements): mf-reservation's CheckReservation (reserve id +
// mobile → the booking's state and links to its voucher and invoice) inside a dialog, through RemoteArea, so an
// unreachable mf-reservation shows its card inside the dialog. Full screen on phones; following one of its links
// closes it.
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CloseIcon } from '@rahi/shared-ui/components';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';

export const CHECK_RESERVATION_TITLE = 'پیگیری رزرو';

export default function CheckReservationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const location = useLocation();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (open && location.key !== openedAt.current) onClose();
    openedAt.current = location.key;
  }, [open, location.key, onClose]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="check-reservation-title"
    >
      <DialogTitle id="check-reservation-title" sx={{ fontWeight: 800, pe: 7 }}>
        {CHECK_RESERVATION_TITLE}
      </DialogTitle>
      <IconButton
        aria-label="بستن"
        onClick={onClose}
        sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        <RemoteArea remote="mf_reservation" module="./CheckReservation" />
      </DialogContent>
    </Dialog>
  );
}
