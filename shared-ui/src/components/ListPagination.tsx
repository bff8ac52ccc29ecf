// Pages of a list as booking-api pages them (the profile's lists, the back office's queues), in Persian digits,
// hidden when one page holds all.
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { toPersianDigits } from '@rahi/shared-contracts';

export function ListPagination({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label="صفحه‌های فهرست"
      count={count}
      page={page}
      onChange={(_, next) => onChange(next)}
      color="primary"
      sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
      getItemAriaLabel={(type, item, selected) =>
        type === 'page'
          ? `صفحه ${toPersianDigits(item ?? 0)}${selected ? ' (صفحه فعلی)' : ''}`
          : type === 'next'
            ? 'صفحه بعد'
            : 'صفحه قبل'
      }
      renderItem={(item) => (
        <PaginationItem {...item} page={item.page === null ? null : toPersianDigits(item.page)} />
      )}
    />
  );
}
