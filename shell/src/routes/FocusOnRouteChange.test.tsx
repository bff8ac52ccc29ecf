import '@testing-library/jest-dom';
import { getEventBus } from '@rahi/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { FocusOnRouteChange, ROUTE_FOCUS_TIMEOUT_MS } from './FocusOnRouteChange';

/** A page whose code arrives when `arrive` is called, as a remote's does, signalling the load meanwhile. */
function remotePage(heading: string) {
  let arrive: () => void = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{heading}</h1> });
      }),
  );
  return { Page, arrive: () => act(async () => arrive()) };
}

function Loading() {
  // What the shell's LoadingSignal does while a remote's page loads.
  const bus = getEventBus();
  bus.emit({ type: 'loading/start', payload: { key: 'test' } });
  return <p>در حال بارگذاری</p>;
}

function renderApp(hotel: ReturnType<typeof remotePage>['Page'], start = '/city/1/hotels-mashhad') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <FocusOnRouteChange />
      <main id="main">
        <Routes>
          <Route
            path="/city/:id/:slug"
            element={
              <>
                <h1>هتل‌های مشهد</h1>
                <Link to="/hotel/7/homa">هتل هما</Link>
                <Link to="/city/1/hotels-mashhad?stars=5">پنج ستاره</Link>
                <input aria-label="نام هتل" />
              </>
            }
          />
          <Route
            path="/hotel/:id/:slug"
            element={
              <Suspense fallback={<Loading />}>
                <HotelArea Page={hotel} />
              </Suspense>
            }
          />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

function HotelArea({ Page }: { Page: ReturnType<typeof remotePage>['Page'] }) {
  return <Page />;
}

afterEach(() => {
  getEventBus().emit({ type: 'loading/stop', payload: { key: 'test' } });
  jest.useRealTimers();
});

describe('FocusOnRouteChange', () => {
  it("moves the focus to the new page's h1 once its remote has loaded, not before", async () => {
    const user = userEvent.setup();
    const hotel = remotePage('هتل هما');
    renderApp(hotel.Page);

    await user.click(screen.getByRole('link', { name: 'هتل هما' }));
    expect(screen.getByText('در حال بارگذاری')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);

    await hotel.arrive();
    getEventBus().emit({ type: 'loading/stop', payload: { key: 'test' } });

    const heading = await screen.findByRole('heading', { name: 'هتل هما' });
    await act(async () => {});
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('does not take the focus on the first load', () => {
    const hotel = remotePage('هتل هما');
    renderApp(hotel.Page);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'هتل‌های مشهد' })).not.toHaveAttribute('tabindex');
  });

  it('leaves the focus where it is when only the query changes', async () => {
    const user = userEvent.setup();
    renderApp(remotePage('هتل هما').Page);
    const filter = screen.getByRole('link', { name: 'پنج ستاره' });

    await user.click(filter);
    await act(async () => {});

    expect(filter).toHaveFocus();
  });

  it('does not take the focus from where the traveller put it while the page loaded', async () => {
    const user = userEvent.setup();
    const hotel = remotePage('هتل هما');
    const { container } = renderApp(hotel.Page);
    await user.click(screen.getByRole('link', { name: 'هتل هما' }));
    const outside = document.createElement('button');
    container.append(outside);
    outside.focus();

    await hotel.arrive();
    getEventBus().emit({ type: 'loading/stop', payload: { key: 'test' } });
    await screen.findByRole('heading', { name: 'هتل هما' });
    await act(async () => {});

    expect(outside).toHaveFocus();
  });

  it('focuses #main when the page has no h1 after the time allowed', async () => {
    jest.useFakeTimers();
    const hotel = remotePage('هتل هما');
    renderApp(hotel.Page);
    act(() => screen.getByRole('link', { name: 'هتل هما' }).click());

    act(() => jest.advanceTimersByTime(ROUTE_FOCUS_TIMEOUT_MS));

    expect(document.getElementById('main')).toHaveFocus();
  });
});
