// A back-office list page's parts: its heading with how many records match, and its body: skeletons or the
// failure with a retry until the first answer, the empty sentence, the records as a list, then the pages. The
// desk's tickets, the hotel confirmations, the reviews and the inbox draw their records alike.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import { ListPagination, LoadState } from '@rahi/shared-ui/components';
import type { ApiError } from '@rahi/shared-ui/query';
import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

interface Page<T> {
  items: T[];
  total: number;
  pageSize: number;
}

/** @example <QueueHeading title="تیکت‌های پشتیبانی" total={data?.total} unit="تیکت" /> */
export function QueueHeading({
  title,
  total,
  unit,
}: {
  title: string;
  total: number | undefined;
  unit: string;
}) {
  return (
    <PageHeading title={title}>
      {total !== undefined && (
        <Typography color="text.secondary" role="status">
          {toPersianDigits(total)} {unit}
        </Typography>
      )}
    </PageHeading>
  );
}

export interface QueueListProps<T> {
  query: { data: Page<T> | undefined; error: ApiError | null; refetch: () => unknown };
  /** Said when no record matches: 'تیکتی با این فیلترها نیست.' */
  empty: string;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}

export function QueueList<T>({ query, empty, keyOf, renderItem, page, onPage }: QueueListProps<T>) {
  const { data } = query;
  if (!data) return <LoadState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </Box>
      )}
      <ListPagination total={data.total} pageSize={data.pageSize} page={page} onChange={onPage} />
    </>
  );
}
