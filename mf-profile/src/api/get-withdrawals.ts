// GET /wallet/withdrawals: the traveller's requests to be paid part of the wallet to a bank account.
import type { Withdrawals } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const WITHDRAWALS_PATH = '/wallet/withdrawals';

export const useWithdrawals = () => useSessionQuery<Withdrawals>(WITHDRAWALS_PATH);
