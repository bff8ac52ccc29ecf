// Renders a profile page as the shell does: the providers (QueryClient, theme, toasts) and a router at `path`,
// with the traveller logged in on the bus. Returns the user-event driver and the bus's events.
import { getEventBus, type RahiEvent } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import { createQueryClient, QueryClientProvider } from '@rahi/shared-ui/query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="نشانی فعلی">{location.pathname + location.search}</output>;
}

export function renderPage(page: ReactNode, path: string) {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  const bus = getEventBus();
  bus.emit({ type: 'auth/logged-in', payload: { userName: 'مریم احمدی', credit: 2_500_000 } });
  const events: RahiEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers router={false}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <CurrentAddress />
          {page}
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
  return { user: userEvent.setup({ delay: null }), events };
}
