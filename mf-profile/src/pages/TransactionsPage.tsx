// /profile/transactions: the wallet ledger (GET /wallet/transactions), newest first, 20 a page, with the
// balance and the points above it; the withdrawal request to a bank account and its pending requests; and the
// card payments for the traveller's bookings beside the wallet's movements.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPersianNumber, tomanOf, WALLET_MESSAGES } from '@rahi/shared-contracts';
import { ListPagination, LoadState } from '@rahi/shared-ui/components';
import { useSearchParams } from 'react-router-dom';
import { useCardPayments } from '../api/get-card-payments';
import { useWalletTransactions, WALLET_PAGE_SIZE } from '../api/get-wallet-transactions';
import { useWithdrawals } from '../api/get-withdrawals';
import { readListQuery } from '../components/list-query';
import { CardPaymentList } from '../components/transactions/CardPaymentList';
import { LedgerTable } from '../components/transactions/LedgerTable';
import { WithdrawalForm } from '../components/transactions/WithdrawalForm';
import { WithdrawalList } from '../components/transactions/WithdrawalList';
import { profilePage } from './profile-page';

function TransactionsPage() {
  const [search, setSearch] = useSearchParams();
  // The ledger has no statuses: only the address's page.
  const { page } = readListQuery(search, []);
  const ledger = useWalletTransactions(page);
  const data = ledger.data;
  const withdrawals = useWithdrawals();
  const cardPayments = useCardPayments();
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
      {data && (
        <Box component="section" aria-labelledby="withdrawal-title" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id="withdrawal-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            برداشت به حساب بانکی
          </Typography>
          <Alert severity="info" data-testid="withdrawal-note">
            مبلغ درخواست همان لحظه از موجودی کیف پول کنار گذاشته می‌شود و درخواست «
            {WALLET_MESSAGES.statusPending}» می‌ماند تا پشتیبانی راهی آن را بررسی کند و به حساب شما واریز کند؛
            پرداخت این درخواست‌ها فعلا دستی انجام می‌شود.
          </Alert>
          <WithdrawalForm balance={data.balance} />
          {withdrawals.data && <WithdrawalList items={withdrawals.data.items} />}
        </Box>
      )}
      {/* Drawn once the wallet above it is (and the withdrawals, when they answer at all), so it never moves. */}
      {data && !withdrawals.isPending && (
        <Box component="section" aria-labelledby="card-payments-title" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id="card-payments-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            پرداخت‌های کارتی
          </Typography>
          {cardPayments.data ? (
            <CardPaymentList items={cardPayments.data.items} />
          ) : (
            <LoadState error={cardPayments.error} onRetry={() => void cardPayments.refetch()} />
          )}
        </Box>
      )}
    </Paper>
  );
}

export default profilePage('./TransactionsPage', TransactionsPage);
