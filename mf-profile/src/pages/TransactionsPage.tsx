// /profile/transactions: the wallet ledger (GET /wallet/transactions), newest first, 20 a page, with the
// balance and the points above it.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPersianNumber, tomanOf } from '@rahi/shared-contracts';
import { useSearchParams } from 'react-router-dom';
import { useWalletTransactions, WALLET_PAGE_SIZE } from '../api/get-wallet-transactions';
import { ListPagination } from '../components/ListPagination';
import { LoadState } from '../components/LoadState';
import { LedgerTable } from '../components/transactions/LedgerTable';

export default function TransactionsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const ledger = useWalletTransactions(page);
  const data = ledger.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        تراکنش‌ها
      </Typography>
      {data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 } }}>
          <Typography>
            موجودی کیف پول:{' '}
            <Box component="strong" data-testid="wallet-balance" sx={{ color: 'primary.dark' }}>
              {tomanOf(data.balance)}
            </Box>
          </Typography>
          <Typography>
            امتیاز: <strong>{formatPersianNumber(data.points)}</strong>
          </Typography>
        </Box>
      )}
      {!data ? (
        <LoadState error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          هنوز تراکنشی در کیف پول شما ثبت نشده است.
        </Typography>
      ) : (
        <Box sx={{ opacity: ledger.isPlaceholderData ? 0.6 : 1 }}>
          <LedgerTable rows={data.items} />
        </Box>
      )}
      {data && (
        <ListPagination
          total={data.total}
          pageSize={WALLET_PAGE_SIZE}
          page={page}
          onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
        />
      )}
    </Paper>
  );
}
