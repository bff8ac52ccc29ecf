// /backoffice/pages (editor, admin): every CMS page by its address, whether it was written here, published or not,
// and its last change (Jalali); a new page, or one opened to edit.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import { tehranDateTime } from '@rahi/shared-contracts/staff';
import { LoadState } from '@rahi/shared-ui/components';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading';
import { ScrollTable } from '../components/ScrollTable';
import { usePages } from './api/articles';

const HEADINGS = ['عنوان', 'وضعیت', 'آخرین تغییر'] as const;

export default function PagesPage() {
  const pages = usePages();
  const data = pages.data;
  return (
    <>
      <PageHeading title="صفحه‌های سایت">
        {data && (
          <Typography color="text.secondary" role="status">
            {toPersianDigits(data.length)} صفحه
          </Typography>
        )}
        <Button variant="contained" component={RouterLink} to="/backoffice/pages/_new">
          صفحه تازه
        </Button>
      </PageHeading>
      {!data ? (
        <LoadState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        <ScrollTable label="صفحه‌های سایت" headings={HEADINGS} minWidth={560}>
          {data.map((page) => (
            <TableRow key={page.path}>
              <TableCell>
                <Link component={RouterLink} to={`/backoffice/pages/${page.path}`} sx={{ fontWeight: 700 }}>
                  {page.title}
                </Link>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  dir="ltr"
                  sx={{ display: 'block', textAlign: 'right' }}
                >
                  /{page.path}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={page.published ? 'success' : 'default'}
                  label={page.published ? 'منتشرشده' : 'منتشرنشده'}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{tehranDateTime(new Date(page.updatedAt))}</TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      )}
    </>
  );
}
