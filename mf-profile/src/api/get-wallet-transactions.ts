// GET /wallet/transactions: the wallet ledger, newest first, each row with the balance after it, 20 a page.
import type { WalletTransactions } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const WALLET_PAGE_SIZE = 20;

export const walletTransactionsPath = (page: number) =>
  `/wallet/transactions${page > 1 ? `?page=${page}` : ''}`;

export const useWalletTransactions = (page: number) =>
  useSessionQuery<WalletTransactions>(walletTransactionsPath(page));
