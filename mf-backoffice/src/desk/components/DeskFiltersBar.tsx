// The desk inbox's filters: status and assignment as chips, department and waiting time as selects. Each change
// goes to the address (and back to page 1), which the page reads its list from.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '@rahi/shared-contracts';
import { TICKET_DEPARTMENTS, TICKET_STATUSES } from '@rahi/shared-contracts/api';
import { FilterChips, TICKET_DEPARTMENT_NAMES, TICKET_STATUS_NAMES } from '@rahi/shared-ui/components';
import { type AssigneeFilter, type DeskFilters, TICKET_AGES } from '../desk-filters';

const ASSIGNEE_NAMES: Record<AssigneeFilter, string> = {
  me: 'واگذارشده به من',
  anyone: 'واگذارشده',
  nobody: 'واگذارنشده',
};

const ageName = (hours: number) =>
  hours < 24 ? `بیش از ${toPersianDigits(hours)} ساعت` : `بیش از ${toPersianDigits(hours / 24)} روز`;

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

export function DeskFiltersBar({
  filters,
  onChange,
}: {
  filters: DeskFilters;
  onChange: (filters: DeskFilters) => void;
}) {
  const change = (part: Partial<DeskFilters>) => onChange({ ...filters, ...part, page: 1 });
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      <FilterChips
        label="وضعیت تیکت"
        options={TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_NAMES[value] }))}
        value={filters.status}
        onChange={(status) => change({ status })}
      />
      <FilterChips
        label="واگذاری"
        options={(Object.keys(ASSIGNEE_NAMES) as AssigneeFilter[]).map((value) => ({
          value,
          label: ASSIGNEE_NAMES[value],
        }))}
        value={filters.assigned}
        onChange={(assigned) => change({ assigned })}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 220px))' },
        }}
      >
        <TextField
          select
          size="small"
          label="بخش"
          value={filters.department ?? ''}
          onChange={(event) =>
            change({ department: TICKET_DEPARTMENTS.find((value) => value === event.target.value) ?? null })
          }
          slotProps={native}
        >
          <option value="">همه بخش‌ها</option>
          {TICKET_DEPARTMENTS.map((value) => (
            <option key={value} value={value}>
              {TICKET_DEPARTMENT_NAMES[value]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="زمان انتظار"
          value={filters.olderThanHours ?? ''}
          onChange={(event) => change({ olderThanHours: Number(event.target.value) || null })}
          slotProps={native}
        >
          <option value="">هر زمان</option>
          {TICKET_AGES.map((hours) => (
            <option key={hours} value={hours}>
              {ageName(hours)}
            </option>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
