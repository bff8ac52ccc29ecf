// A dialog whose content is a remote's widget (the login form, the reservation check), through RemoteArea, so a
// broken or unreachable remote shows its card inside the dialog and the page goes on working. Full screen on
// phones, a close button at the end of the title.
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { RemoteName } from '@rahi/shared-contracts';
import { CloseIcon } from '@rahi/shared-ui/components';
import { RemoteArea } from '../federation/RemoteArea';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The title's element id, which names the dialog. */
  titleId: string;
  remote: RemoteName;
  module: string;
  maxWidth?: DialogProps['maxWidth'];
}

export function RemoteDialog({ open, onClose, title, titleId, remote, module, maxWidth = 'xs' }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800, pe: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="بستن"
        onClick={onClose}
        sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        <RemoteArea remote={remote} module={module} />
      </DialogContent>
    </Dialog>
  );
}
