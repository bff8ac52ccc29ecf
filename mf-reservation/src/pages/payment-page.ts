// A payment outcome page as mf-reservation exposes it: drawn by the gateway from the booking the address names
// (server/container.tsx reads it as this browser session's and token's), its first browser render takes that read from
// window.__RAHI_PAYMENT__ into its QueryClient (shared-ui's withServerQueries), so it asks for it not again.
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { withServerQueries } from '@rahi/shared-ui/server-data';
import type { ComponentType } from 'react';

/** @example export default paymentPage('./PaymentSuccessPage', PaymentSuccessPage); */
export const paymentPage = <P extends object>(module: string, Page: ComponentType<P>) =>
  withServerQueries(SERVER_DATA_GLOBALS.payment, module, Page);
