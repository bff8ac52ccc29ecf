// GET /wallet/card-payments: the bank card payments for the traveller's bookings, listed beside the wallet.
import type { CardPayments } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const CARD_PAYMENTS_PATH = '/wallet/card-payments';
export const useCardPayments = () => useSessionQuery<CardPayments>(CARD_PAYMENTS_PATH);
