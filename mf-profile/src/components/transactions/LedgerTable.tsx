// The wallet ledger's rows: a table on desktop (date, description, in, out, balance after), a stacked list on
// phones where five columns do not fit. Money in Toman with Persian digits, dates in Jalali (Tehran time).
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { WalletTransaction } from '@rahi/shared-contracts/api';
import { formatMoment } from '@rahi/shared-ui/format';

const IN_COLOR = 'success.dark';
const OUT_COLOR = 'error.dark';

function Amount({ row }: { row: WalletTransaction }) {
  const credit = row.amount >= 0;
  return (
    <Box component="span" sx={{ color: credit ? IN_COLOR : OUT_COLOR, fontWeight: 700 }}>
      {credit ? 'واریز ' : 'برداشت '}
      {tomanOf(Math.abs(row.amount))}
    </Box>
  );
}

export function LedgerTable({ rows }: { rows: readonly WalletTransaction[] }) {
  return (
    <>
      <Table size="small" aria-label="تراکنش‌های کیف پول" sx={{ display: { xs: 'none', md: 'table' } }}>
        <TableHead>
          <TableRow>
            <TableCell>تاریخ</TableCell>
            <TableCell>شرح</TableCell>
            <TableCell>واریز</TableCell>
            <TableCell>برداشت</TableCell>
            <TableCell>مانده</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="ledger-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(row.at)}</TableCell>
              <TableCell>{toPersianDigits(row.description)}</TableCell>
              <TableCell sx={{ color: IN_COLOR, fontWeight: 700, whiteSpace: 'nowrap' }}>
                {row.amount > 0 ? tomanOf(row.amount) : ''}
              </TableCell>
              <TableCell sx={{ color: OUT_COLOR, fontWeight: 700, whiteSpace: 'nowrap' }}>
                {row.amount < 0 ? tomanOf(-row.amount) : ''}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{tomanOf(row.balance)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box
        component="ul"
        aria-label="تراکنش‌های کیف پول"
        sx={{ display: { xs: 'grid', md: 'none' }, gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Amount row={row} />
              <Typography variant="body2" color="text.secondary">
                {formatMoment(row.at)}
              </Typography>
            </Box>
            <Typography variant="body2">{toPersianDigits(row.description)}</Typography>
            <Typography variant="body2" color="text.secondary">
              مانده: {tomanOf(row.balance)}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
