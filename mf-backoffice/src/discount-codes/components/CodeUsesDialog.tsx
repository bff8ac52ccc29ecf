// The bookings that used a code: reserve id, hotel, status, the discount in Toman, the masked mobile and when.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { BookingStatus } from '@rahi/shared-contracts/api';
import { BookingStatusChip, LoadState, Ltr } from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';
import { useId } from 'react';
import { ScrollTable } from '../../components/ScrollTable';
import { useDiscountCodeUses } from '../api/discount-codes';

const HEADINGS = ['کد رزرو', 'هتل', 'وضعیت', 'تخفیف', 'موبایل', 'زمان'];

export function CodeUsesDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const titleId = useId();
  const uses = useDiscountCodeUses(code);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        رزروهای کد <Ltr>{code}</Ltr>
      </DialogTitle>
      <DialogContent>
        {!uses.data ? (
          <LoadState error={uses.error} onRetry={() => void uses.refetch()} />
        ) : uses.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            هنوز رزروی از این کد استفاده نکرده است.
          </Typography>
        ) : (
          <ScrollTable label={`رزروهای کد ${code}`} headings={HEADINGS} minWidth={720}>
            {uses.data.map((use) => (
              <TableRow key={use.reserveId}>
                <TableCell>
                  <Ltr>{toPersianDigits(use.reserveId)}</Ltr>
                </TableCell>
                <TableCell>{use.hotel}</TableCell>
                <TableCell>
                  <BookingStatusChip status={use.status as BookingStatus} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{tomanOf(use.discount)}</TableCell>
                <TableCell>
                  <Ltr>{toPersianDigits(use.mobile)}</Ltr>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(use.createdAt)}</TableCell>
              </TableRow>
            ))}
          </ScrollTable>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>بستن</Button>
      </DialogActions>
    </Dialog>
  );
}
