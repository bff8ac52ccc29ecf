// The traveller's withdrawal requests with their Sheba, amount and status. A pending one is waiting for
// support to pay it by hand: there is no back office that pays them yet, and the page says so.
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { tomanOf, WALLET_MESSAGES } from '@rahi/shared-contracts';
import { groupSheba, type Withdrawal } from '@rahi/shared-contracts/api';
import { formatMoment } from '@rahi/shared-ui/format';
import { RecordList } from './RecordList';

const STATUS = {
  pending: { label: WALLET_MESSAGES.statusPending, color: 'warning' },
  paid: { label: WALLET_MESSAGES.statusPaid, color: 'success' },
  rejected: { label: WALLET_MESSAGES.statusRejected, color: 'default' },
} as const;

export function WithdrawalList({ items }: { items: readonly Withdrawal[] }) {
  if (items.length === 0) return null;
  return (
    <RecordList
      label="درخواست‌های برداشت"
      rowTestId="withdrawal-row"
      items={items}
      centered
      details={(item) => (
        <>
          <Typography sx={{ fontWeight: 700 }}>{tomanOf(item.amount)}</Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            dir="ltr"
            sx={{ textAlign: 'right', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {groupSheba(item.sheba)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatMoment(item.at)}
          </Typography>
        </>
      )}
      end={(item) => (
        <Chip size="small" color={STATUS[item.status].color} label={STATUS[item.status].label} />
      )}
    />
  );
}
