// The audit entries as a table: when (Jalali, Tehran time), who, what, on which record, what changed, why.
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { AuditEntry } from '@rahi/shared-contracts/api';
import { formatMoment } from '@rahi/shared-ui/format';
import { ScrollTable } from '../../components/ScrollTable';
import { auditActionLabel, auditEntityLabel } from '../audit-labels';
import { describeChange } from '../describe-change';

const HEADINGS = ['زمان', 'کارمند', 'کار', 'رکورد', 'تغییر', 'دلیل'];

export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ScrollTable label="رویدادهای ثبت‌شده" headings={HEADINGS} minWidth={980}>
      {entries.map((entry) => (
        <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(entry.at)}</TableCell>
          <TableCell>{entry.staffEmail ? <bdi dir="ltr">{entry.staffEmail}</bdi> : 'سامانه'}</TableCell>
          <TableCell>{auditActionLabel(entry.action)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {auditEntityLabel(entry.entityType)} {toPersianDigits(entry.entityId)}
          </TableCell>
          <TableCell>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 13 }} dir="ltr">
              {describeChange(entry.before, entry.after).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </TableCell>
          <TableCell>{entry.reason ?? '—'}</TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
