// A back-office address that is no page, or a page the member's roles do not open.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading';

export function MissingPage({ forbidden = false }: { forbidden?: boolean }) {
  return (
    <>
      <PageHeading title={forbidden ? 'دسترسی ندارید' : 'صفحه پیدا نشد'} />
      <Typography sx={{ mb: 2 }}>
        {forbidden ? STAFF_MESSAGES.forbidden : 'این نشانی در پیشخوان وجود ندارد.'}
      </Typography>
      <Link component={RouterLink} to="/backoffice">
        بازگشت به پیشخوان
      </Link>
    </>
  );
}
