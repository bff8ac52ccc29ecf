// The header's check-reservation modal (product §2 shared elements): mf-reservation's CheckReservation (reserve id +
// mobile → the booking's state and links to its voucher and invoice) in a RemoteDialog, so an unreachable
// mf-reservation shows its card inside the dialog. Full screen on phones; following one of its links closes it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteDialog } from '../components/RemoteDialog';

export default function CheckReservationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (open && location.key !== openedAt.current) onClose();
    openedAt.current = location.key;
  }, [open, location.key, onClose]);
  return (
    <RemoteDialog
      open={open}
      onClose={onClose}
      title="پیگیری رزرو"
      titleId="check-reservation-title"
      remote="mf_reservation"
      module="./CheckReservation"
      maxWidth="md"
    />
  );
}
