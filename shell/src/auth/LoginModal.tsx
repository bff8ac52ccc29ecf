// The login modal (product §2 shared elements): mf-profile's LoginForm inside a RemoteDialog (full screen on phones;
// a broken or unreachable mf-profile shows its card inside the dialog and the page goes on working).
import { RemoteDialog } from '../components/RemoteDialog';

export default function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <RemoteDialog
      open={open}
      onClose={onClose}
      title="ورود / ثبت‌نام"
      titleId="login-modal-title"
      remote="mf_profile"
      module="./LoginForm"
    />
  );
}
