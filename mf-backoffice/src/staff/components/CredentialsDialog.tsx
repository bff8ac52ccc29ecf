// A member's one-time password and TOTP secret, shown once after an invitation or new sign-in details: the
// secret as text and as a QR code of its otpauth:// address for the authenticator app to scan.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffCredentials } from '@rahi/shared-contracts/api';
import { Ltr, QrCode } from '@rahi/shared-ui/components';
import { useId } from 'react';

/** A value to copy, read only: a labelled field the keyboard reaches and selects. */
function Secret({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true, dir: 'ltr', style: { fontFamily: 'monospace', fontSize: 18 } },
      }}
      onFocus={(event) => event.target.select()}
    />
  );
}

export function CredentialsDialog({
  credentials,
  onClose,
}: {
  credentials: StaffCredentials;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        اطلاعات ورود <Ltr>{credentials.email}</Ltr>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">
          این اطلاعات فقط همین یک بار نمایش داده می‌شود. آن را از راهی امن به عضو بدهید؛ در نخستین ورود باید
          رمز را عوض کند.
        </Alert>
        <Secret label="رمز یک‌بارمصرف" value={credentials.password} />
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <QrCode
            text={credentials.otpauthUrl}
            label={`کد QR برنامه تأیید برای ${credentials.email}`}
            size={200}
          />
          <Typography variant="body2" color="text.secondary">
            این کد را با برنامه تأیید (مانند Google Authenticator) اسکن کنید.
          </Typography>
        </Box>
        <Secret label="کلید برنامه تأیید" value={credentials.totpSecret} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          یادداشت کردم
        </Button>
      </DialogActions>
    </Dialog>
  );
}
