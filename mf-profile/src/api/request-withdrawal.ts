// POST /wallet/withdrawals: holds the amount from the wallet and stores the request as pending; the ledger,
// the balance and the request list are read again.
import type { WithdrawalBody } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';

export const useRequestWithdrawal = () =>
  useApiMutation<WithdrawalBody, unknown>({ endPoint: '/wallet/withdrawals', invalidates: ['/wallet'] });
