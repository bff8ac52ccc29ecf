// The server's home page hydrated by the browser's own tree (as the shell's bootstrap hydrates it):
// React reports no mismatch, no row is fetched again, and the search box works afterwards.
import { createRtlCache, PageRootProviders } from '@rahi/shared-ui/providers';
import { createQueryClient } from '@rahi/shared-ui/query';
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import HomePage from '../pages/HomePage';
import { rememberSelection } from '../state/selected-cookie';
import { installFakeApi, MASHHAD } from '../testing/fake-api';
import { HOME_URL, sampleHomePageData } from './home-test-data';
import { drawn as render } from './test-data';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the remembered destination between tests
  document.cookie = 'selected=; max-age=0; path=/';
  jest.restoreAllMocks();
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function hydrateServerPage() {
  const data = sampleHomePageData();
  const calls = installFakeApi((endPoint) =>
    endPoint.startsWith('/destinations') ? { data: [MASHHAD] } : undefined,
  );
  const element = document.createElement('div');
  element.innerHTML = render({
    module: './HomePage',
    data,
    url: HOME_URL,
    site: { commentsOpen: true },
  }).html;
  document.body.append(element);
  window.__RAHI_HOME__ = data;
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      element,
      <PageRootProviders cache={createRtlCache()} queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="*" element={<Address />} />
          </Routes>
        </MemoryRouter>
      </PageRootProviders>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { calls, mismatches, element };
}

describe('the home page the server rendered, in the browser', () => {
  it('hydrates without a mismatch and without asking booking-api for any row again', async () => {
    const { calls, mismatches } = await hydrateServerPage();

    expect(mismatches).toEqual([]);
    expect(calls).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('رزرو هتل در سراسر ایران');
    expect(screen.getByRole('link', { name: 'هتل‌های تهران' })).toBeInTheDocument();
  });

  it('takes the server data once: window.__RAHI_HOME__ is gone after hydration', async () => {
    await hydrateServerPage();

    expect(window.__RAHI_HOME__).toBeUndefined();
  });

  it('hydrates without a mismatch when a destination is remembered in the cookie, then shows it', async () => {
    rememberSelection(MASHHAD);

    const { mismatches } = await hydrateServerPage();

    expect(mismatches).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'مقصد یا نام هتل' })).toHaveValue('مشهد'),
    );
  });

  it("answers once hydrated: searching without dates shows product §5's message beside the field", async () => {
    rememberSelection(MASHHAD);
    await hydrateServerPage();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'جستجو' }));

    // No dates chosen yet: the box refuses with product §5's message instead of navigating.
    expect(await screen.findAllByText('لطفا همه فیلد ها را پر کنید')).not.toHaveLength(0);
    expect(screen.queryByTestId('address')).not.toBeInTheDocument();
  });
});
