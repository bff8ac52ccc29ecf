import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRegistry, HttpError, MESSAGES } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, Component, type ReactNode, startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerPageContext } from '../routes/server-page';
import { forgetLoadedPages, loadRemotePage } from './load-remote-module';
import { RemoteArea } from './RemoteArea';
import { registerFromRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as unknown as jest.Mock<Promise<unknown>, [string, unknown]>;
const registerRemotesMock = jest.mocked(registerRemotes);

function HomePage() {
  return <h1>رزرو هتل در سراسر ایران</h1>;
}

/** A page with a button, as the failure page's retry. */
function RetryPage() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((count) => count + 1)}>
      پرداخت دوباره {presses}
    </button>
  );
}

/** A module drawn beside the page, as the profile's menu. */
function Menu() {
  return (
    <nav aria-label="حساب کاربری">
      <a href="/profile/reserves">رزروهای من</a>
    </nav>
  );
}

function BrokenPage(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'rooms')");
}

function MissingHotel(): never {
  throw new HttpError(404, 'Page Not Found: /hotel/999');
}

/** Stands in for the global error boundary above a remote area. */
class ParentBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <p>خطای سراسری {String((this.state.error as { status?: number }).status)}</p>;
  }
}

/** A layout above a page's area, re-rendered by a name arriving (a new placeholder element each time). */
function Layout({ name }: { name: string }) {
  return (
    <>
      <p>{name}</p>
      <RemoteArea
        remote="mf_search"
        module="./HomePage"
        page
        placeholder={<p>در حال بارگذاری</p>}
        drawnByServer
      />
    </>
  );
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  loadRemoteMock.mockReset();
  forgetLoadedPages();
  registerFromRegistry(defaultRegistry());
  registerRemotesMock.mockClear();
  // React reports every error a boundary catches; the remote area logs its own.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteArea', () => {
  it("renders the remote's page once its code has loaded", async () => {
    loadRemoteMock.mockResolvedValue(() => ({ default: HomePage }));

    render(<RemoteArea remote="mf_search" module="./HomePage" />);

    expect(screen.getByLabelText(MESSAGES.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'رزرو هتل در سراسر ایران' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_search/HomePage', {
      loadFactory: false,
      from: 'runtime',
    });
  });

  it('shows the Persian fallback card with a retry button when the remote cannot load', async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptExternalLoadError'));

    render(<RemoteArea remote="mf_search" module="./HomePage" />);

    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('این بخش در حال حاضر در دسترس نیست');
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });

  it("makes the card's message the page's one h1 when the area is the route's page, and not otherwise", async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptExternalLoadError'));

    const { unmount } = render(<RemoteArea remote="mf_search" module="./HomePage" page />);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('این بخش در حال حاضر در دسترس نیست');
    unmount();

    render(<RemoteArea remote="mf_profile" module="./ProfileMenu" />);
    await screen.findByRole('alert');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('registers the remote again and reloads it on retry, showing the page when it now loads', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockRejectedValueOnce(new Error('503')).mockResolvedValue(() => ({ default: HomePage }));
    render(<RemoteArea remote="mf_search" module="./HomePage" />);

    await user.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));

    expect(await screen.findByRole('heading', { name: 'رزرو هتل در سراسر ایران' })).toBeInTheDocument();
    expect(screen.queryByText('این بخش در حال حاضر در دسترس نیست')).not.toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'mf_search', entry: expect.stringMatching(/\/remotes\/mf-search\/mf-manifest\.json$/) }],
      { force: true },
    );
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a page that crashes while rendering inside its area as the fallback card', async () => {
    loadRemoteMock.mockResolvedValue(() => ({ default: BrokenPage }));

    render(
      <ParentBoundary>
        <p>سربرگ سایت</p>
        <RemoteArea remote="mf_search" module="./HomePage" />
      </ParentBoundary>,
    );

    expect(await screen.findByText('این بخش در حال حاضر در دسترس نیست')).toBeInTheDocument();
    expect(screen.getByText('سربرگ سایت')).toBeInTheDocument();
    expect(screen.queryByText(/خطای سراسری/)).not.toBeInTheDocument();
  });

  it("passes an error with a numeric status on to the boundary above, as the page's own verdict", async () => {
    loadRemoteMock.mockResolvedValue({ default: MissingHotel });

    render(
      <ParentBoundary>
        <RemoteArea remote="mf_search" module="./HomePage" />
      </ParentBoundary>,
    );

    expect(await screen.findByText('خطای سراسری 404')).toBeInTheDocument();
    expect(screen.queryByText('این بخش در حال حاضر در دسترس نیست')).not.toBeInTheDocument();
  });

  it("keeps the server's markup of a one-tree page while its code loads, though the layout above re-renders", async () => {
    // The module never arrives during the test: the area must hold on to what the server drew.
    loadRemoteMock.mockReturnValue(new Promise(() => {}));
    const serverPage = <h1>رزرو هتل در سراسر ایران</h1>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <p>مهمان</p>
        <RemoteArea remote="mf_search" module="./HomePage" page element={serverPage} />
      </>,
    );
    document.body.append(container);
    const heading = container.querySelector('h1');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Layout name="مهمان" />);
    });
    // A name arriving in the header re-renders the layout before the page's code has come.
    await act(async () => root?.render(<Layout name="سارا" />));

    expect(container.querySelector('p')?.textContent).toBe('سارا');
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading?.isConnected).toBe(true);
    act(() => root?.unmount());
    container.remove();
  });

  it("hydrates the server's page with the rest of the tree when its module is in: a press at once is the page's", async () => {
    loadRemoteMock.mockResolvedValue({ default: RetryPage });
    // As bootstrap does before hydrating a one-tree page.
    await loadRemotePage('mf_reservation', './PaymentFailurePage');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RemoteArea remote="mf_reservation" module="./PaymentFailurePage" page element={<RetryPage />} />,
    );
    document.body.append(container);
    let root: Root | undefined;
    // bootstrap hydrates in a transition; the press comes before React has had a turn.
    startTransition(() => {
      root = hydrateRoot(
        container,
        <RemoteArea remote="mf_reservation" module="./PaymentFailurePage" page drawnByServer />,
      );
    });
    await act(async () => {
      container.querySelector('button')?.click();
    });

    expect(container.querySelector('button')?.textContent).toBe('پرداخت دوباره 1');
    act(() => root?.unmount());
    container.remove();
  });

  it('draws an area the server had no module for as its placeholder, hydrates that, then loads the module', async () => {
    loadRemoteMock.mockResolvedValue({ default: HomePage });
    const area = <RemoteArea remote="mf_search" module="./HomePage" placeholder={<p>در حال بارگذاری</p>} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(area);
    document.body.append(container);
    const mismatches: unknown[] = [];

    expect(container.innerHTML).toContain('در حال بارگذاری');
    expect(loadRemoteMock).not.toHaveBeenCalled();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, area, { onRecoverableError: (error) => mismatches.push(error) });
    });

    expect(await screen.findByRole('heading', { name: 'رزرو هتل در سراسر ایران' })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });
  it("hydrates an area the server drew beside the page (#root's data-areas) as drawn, never its placeholder", async () => {
    loadRemoteMock.mockResolvedValue({ default: Menu });
    // As bootstrap does before hydrating a one-tree page whose #root names the area.
    await loadRemotePage('mf_profile', './ProfileMenu');
    const area = (
      <RemoteArea remote="mf_profile" module="./ProfileMenu" placeholder={<p>در حال بارگذاری</p>} />
    );
    const root = document.createElement('div');
    root.id = 'root';
    Object.assign(root.dataset, { render: 'one-tree', remote: 'mf_profile', areas: './ProfileMenu' });
    const drawn = {
      remote: 'mf_profile' as const,
      module: './ReservesPage',
      element: null,
      areas: { './ProfileMenu': <Menu /> },
    };
    root.innerHTML = renderToString(
      <ServerPageContext.Provider value={drawn}>{area}</ServerPageContext.Provider>,
    );
    document.body.append(root);
    const link = root.querySelector('a');
    const mismatches: unknown[] = [];

    expect(link?.textContent).toBe('رزروهای من');
    let hydrated: Root | undefined;
    await act(async () => {
      hydrated = hydrateRoot(root, area, { onRecoverableError: (error) => mismatches.push(error) });
    });

    expect(root.querySelector('a')).toBe(link);
    expect(root.textContent).not.toContain('در حال بارگذاری');
    expect(mismatches).toEqual([]);
    act(() => hydrated?.unmount());
    root.remove();
  });
});
