// /backoffice/articles (editor, admin): every travel tip, newest change first: its title and address, category,
// whether it was written here, published or not, and its last change (Jalali); a new one, or one opened to edit.
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
import { useArticles } from './api/articles';

const HEADINGS = ['عنوان', 'دسته', 'وضعیت', 'آخرین تغییر'] as const;

export default function ArticlesPage() {
  const articles = useArticles();
  const data = articles.data;
  return (
    <>
      <PageHeading title="مطالب سفر">
        {data && (
          <Typography color="text.secondary" role="status">
            {toPersianDigits(data.items.length)} مطلب
          </Typography>
        )}
        <Button variant="contained" component={RouterLink} to="/backoffice/articles/new">
          مطلب تازه
        </Button>
      </PageHeading>
      {!data ? (
        <LoadState error={articles.error} onRetry={() => void articles.refetch()} />
      ) : (
        <ScrollTable label="مطالب سفر" headings={HEADINGS} minWidth={680}>
          {data.items.map((article) => (
            <TableRow key={article.slug}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`/backoffice/articles/${article.slug}`}
                  sx={{ fontWeight: 700 }}
                >
                  {article.title}
                </Link>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  dir="ltr"
                  sx={{ display: 'block', textAlign: 'right' }}
                >
                  /travel-tips/{article.slug}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{article.category.title}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={article.published ? 'success' : 'default'}
                  label={article.published ? 'منتشرشده' : 'منتشرنشده'}
                />
                {!article.edited && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    متن آغازین سایت
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {tehranDateTime(new Date(article.updatedAt))}
              </TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      )}
    </>
  );
}
