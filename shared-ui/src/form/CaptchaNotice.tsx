// reCAPTCHA's badge is hidden (product §9), so Google's terms ask for this notice where the check runs: under the
// login form and every public form (PublicForm).
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getLoginHelpers } from '@rahi/shared-contracts';
import { Ltr } from '@rahi/shared-ui/components';

export function CaptchaNotice() {
  if (!getLoginHelpers().captchaEnabled()) return null;
  return (
    <Typography variant="caption" color="text.secondary">
      این سایت با <Ltr>reCAPTCHA</Ltr> محافظت می‌شود و{' '}
      <Link href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
        سیاست حفظ حریم خصوصی
      </Link>{' '}
      و{' '}
      <Link href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
        شرایط استفاده
      </Link>{' '}
      <Ltr>Google</Ltr> در آن اعمال می‌شود.
    </Typography>
  );
}
