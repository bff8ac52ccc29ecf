// GET /wallet/card-payments: the bank card payments for the traveller's bookings, listed beside the wallet.
import type { CardPayments } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const useCardPayments = () => useSessionQuery<CardPayments>('/wallet/card-payments');
