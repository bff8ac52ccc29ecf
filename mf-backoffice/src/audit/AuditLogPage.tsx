// /backoffice/audit-log (admin): every staff action, newest first, filterable by action, record and Tehran days
// (typed as Jalali dates); the filters live in the address. Read only: no endpoint edits the log.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCalendarDate, toPersianDigits } from '@rahi/shared-contracts';
import { ListPagination, LoadState } from '@rahi/shared-ui/components';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DATE_INVALID, readDateField } from '../bookings/components/BookingSearchForm';
import { PageHeading } from '../components/PageHeading';
import { useAuditLog } from './api/get-audit-log';
import { type AuditFilters, auditFiltersSearch, readAuditFilters } from './audit-filters';
import { AUDIT_ACTION_CHOICES, auditEntityLabel } from './audit-labels';
import { AuditTable } from './components/AuditTable';

const ENTITY_TYPES = ['booking', 'ticket', 'review', 'staff_member', 'submission'];

function AuditFiltersForm({
  filters,
  onSearch,
}: {
  filters: AuditFilters;
  onSearch: (next: AuditFilters) => void;
}) {
  const [action, setAction] = useState(filters.action ?? '');
  const [entityType, setEntityType] = useState(filters.entityType ?? '');
  const [entityId, setEntityId] = useState(filters.entityId ?? '');
  const [from, setFrom] = useState(filters.from ? formatCalendarDate(filters.from, 'fa') : '');
  const [to, setTo] = useState(filters.to ? formatCalendarDate(filters.to, 'fa') : '');
  const [refused, setRefused] = useState<{ from?: boolean; to?: boolean }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromDay = readDateField(from);
    const toDay = readDateField(to);
    setRefused({ from: fromDay === undefined, to: toDay === undefined });
    if (fromDay === undefined || toDay === undefined) return;
    const id = entityId.trim();
    onSearch({
      action: action || null,
      entityType: entityType || null,
      entityId: id || null,
      from: fromDay,
      to: toDay,
      page: 1,
    });
  };
  const dateProps = {
    size: 'small',
    slotProps: { htmlInput: { inputMode: 'numeric', dir: 'ltr' } },
  } as const;
  return (
    <Box
      component="form"
      role="search"
      aria-label="فیلتر گزارش رویدادها"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.4fr 1fr 1fr 1fr 1fr auto' },
      }}
    >
      <TextField
        select
        label="کار"
        value={action}
        onChange={(event) => setAction(event.target.value)}
        size="small"
      >
        <MenuItem value="">همه</MenuItem>
        {AUDIT_ACTION_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="نوع رکورد"
        value={entityType}
        onChange={(event) => setEntityType(event.target.value)}
        size="small"
      >
        <MenuItem value="">همه</MenuItem>
        {ENTITY_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {auditEntityLabel(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="شناسه رکورد"
        value={entityId}
        onChange={(event) => setEntityId(event.target.value)}
        size="small"
      />
      <TextField
        label="از تاریخ"
        placeholder="۱۴۰۵/۰۹/۰۱"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={refused.from}
        helperText={refused.from ? DATE_INVALID : undefined}
        {...dateProps}
      />
      <TextField
        label="تا تاریخ"
        placeholder="۱۴۰۵/۰۹/۳۰"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={refused.to}
        helperText={refused.to ? DATE_INVALID : undefined}
        {...dateProps}
      />
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        نمایش
      </Button>
    </Box>
  );
}

export default function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readAuditFilters(search);
  const log = useAuditLog(filters);
  const show = (next: AuditFilters) => setSearch(auditFiltersSearch(next));
  const data = log.data;
  return (
    <>
      <PageHeading title="گزارش رویدادها">
        {data && (
          <Typography color="text.secondary" role="status">
            {toPersianDigits(data.total)} رویداد
          </Typography>
        )}
      </PageHeading>
      <AuditFiltersForm key={search.toString()} filters={filters} onSearch={show} />
      {!data ? (
        <LoadState error={log.error} onRetry={() => void log.refetch()} />
      ) : data.entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          رویدادی با این فیلترها ثبت نشده است.
        </Typography>
      ) : (
        <AuditTable entries={data.entries} />
      )}
      {data && (
        <ListPagination
          total={data.total}
          pageSize={data.pageSize}
          page={filters.page}
          onChange={(page) => show({ ...filters, page })}
        />
      )}
    </>
  );
}
