// A profile page as mf-profile exposes it: drawn by the gateway from the booking-api reads of its first render
// (server/container.tsx lists them per page), its first browser render takes those reads from window.__RAHI_PROFILE__
// into its QueryClient (shared-ui's withServerQueries), so it asks for none of them again; the shell's start-up
// script knows the page is the server's until that global is gone.
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { withServerQueries } from '@rahi/shared-ui/server-data';
import type { ComponentType } from 'react';

/** @example export default profilePage('./PassengersPage', PassengersPage); */
export const profilePage = <P extends object>(module: string, Page: ComponentType<P>) =>
  withServerQueries(SERVER_DATA_GLOBALS.profile, module, Page);
