// Renders the back office as the shell does (providers, a router at `path`, the app under /backoffice/*) over a
// fake /handle-api: `answer(endPoint, method, body)` replies to each call, and every call is recorded.
import { Providers } from '@rahi/shared-ui/providers';
import { type Answer, fakeProxy } from '@rahi/shared-ui/testing';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import BackofficeApp from '../pages/BackofficeApp';

export { ok, refused } from '@rahi/shared-ui/testing';

// The pages are loaded lazily, as in the browser: their first import under jest takes a second alone and was seen
// eleven times slower in CI, where turbo runs every package's checks at once on two cores.
configure({ asyncUtilTimeout: 30_000 });

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="نشانی فعلی">{location.pathname + location.search}</output>;
}

export function renderBackoffice(
  path: string,
  answer: (endPoint: string, method: string, body: unknown) => Answer | undefined,
) {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  const calls = fakeProxy(
    (endPoint, method, body) =>
      answer(endPoint, method, body) ?? {
        status: 404,
        body: { meta: { status: false, errors: ['یافت نشد'] } },
      },
  );
  render(
    <Providers router={false}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentAddress />
        <Routes>
          <Route path="/backoffice/*" element={<BackofficeApp />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { user: userEvent.setup({ delay: null }), calls };
}
