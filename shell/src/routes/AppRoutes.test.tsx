import { getEventBus } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { ReturnAfterLogin } from '../auth/ReturnAfterLogin';
import { GlobalErrorBoundary } from '../error/GlobalErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { DEFAULT_TITLE } from './RoutePage';

// Each remote page stands in as one line naming the module the shell asked for.
jest.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({ remote, module }: { remote: string; module: string }) => <p>{`صفحه ${remote} ${module}`}</p>,
}));

const HOME = 'صفحه mf_search ./HomePage';
const NOT_FOUND = 'صفحه mf_content ./NotFoundPage';
const SESSION = { userName: 'مریم احمدی', credit: 2_500_000 };

function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="نشانی فعلی">{pathname}</output>;
}

function renderApp(path: string, extra?: ReactNode) {
  return render(
    <Providers router={false}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentPath />
        {extra}
        <ReturnAfterLogin />
        <GlobalErrorBoundary>
          <AppRoutes />
        </GlobalErrorBoundary>
      </MemoryRouter>
    </Providers>,
  );
}

/** The login modal's requests on the bus, as they come. */
function loginRequests(): unknown[] {
  const asked: unknown[] = [];
  getEventBus()
    .on('auth/login-requested')
    .subscribe((event) => asked.push(event));
  return asked;
}

const currentPath = () => screen.getByRole('status', { name: 'نشانی فعلی' });

let consoleError: jest.SpyInstance;
const reportsOfUnhandledErrors = () =>
  consoleError.mock.calls.filter(([first]) => String(first).startsWith('[shell] unhandled error')).length;

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  document.title = '';
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('AppRoutes inside the GlobalErrorBoundary', () => {
  it("renders the home page's remote at /", () => {
    renderApp('/');

    expect(screen.getByText(HOME)).toBeInTheDocument();
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it("renders the back office's own app under /backoffice, with no traveller header or footer around it", () => {
    renderApp('/backoffice/bookings/12345678');

    expect(screen.getByText('صفحه mf_backoffice ./BackofficeApp')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('shows the 410 error screen for a city address whose params fail validation', () => {
    renderApp('/city/abc/hotels-x');

    expect(screen.getByText('۴۱۰')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'صفحه مورد نظر حذف شده است.' })).toBeInTheDocument();
    expect(screen.queryByText(HOME)).not.toBeInTheDocument();
  });

  it('goes home and clears the error when the traveller presses back-home', async () => {
    const user = userEvent.setup();
    renderApp('/city/abc/hotels-x');

    await user.click(screen.getByRole('button', { name: 'بازگشت به صفحه اصلی' }));

    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect(screen.getByText(HOME)).toBeInTheDocument();
    expect(screen.queryByText('۴۱۰')).not.toBeInTheDocument();
    // The failed page is not rendered again on the way home, so the error is reported once.
    expect(reportsOfUnhandledErrors()).toBe(1);
  });

  it("clears the error when the traveller follows the error layout's logo home", async () => {
    const user = userEvent.setup();
    renderApp('/profile/ticket/0');

    await user.click(screen.getByRole('link', { name: 'راهی، صفحه اصلی' }));

    expect(screen.getByText(HOME)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends an anonymous traveller from /profile to the home page', () => {
    renderApp('/profile');

    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect(screen.getByText(HOME)).toBeInTheDocument();
  });

  it('asks a visitor sent home from a profile page to log in, and takes them back there after logging in', () => {
    const asked = loginRequests();
    renderApp('/profile/reserves?status=cancelled');

    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect(asked).toHaveLength(1);

    act(() => getEventBus().emit({ type: 'auth/logged-in', payload: SESSION }));

    expect(currentPath()).toHaveTextContent('/profile/reserves');
    expect(screen.getByText('صفحه mf_profile ./ReservesPage')).toBeInTheDocument();
  });

  it('sends a traveller who logs out on a profile page home without asking them to log in again', () => {
    const asked = loginRequests();
    act(() => getEventBus().emit({ type: 'auth/logged-in', payload: SESSION }));
    renderApp('/profile');

    act(() => getEventBus().emit({ type: 'auth/logged-out', payload: { redirectHome: true } }));

    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect(asked).toEqual([]);
  });

  it('asks a traveller who logged out there and later follows a link to a profile page to log in', async () => {
    const user = userEvent.setup();
    const asked = loginRequests();
    act(() => getEventBus().emit({ type: 'auth/logged-in', payload: SESSION }));
    renderApp('/profile', <Link to="/profile/reserves">رزروهای من</Link>);
    act(() => getEventBus().emit({ type: 'auth/logged-out', payload: { redirectHome: true } }));
    expect(asked).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'رزروهای من' }));

    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect(asked).toHaveLength(1);
  });

  it('asks a traveller whose remembered session proves invalid while a profile page loads to log in', () => {
    const asked = loginRequests();
    act(() => getEventBus().emit({ type: 'auth/session-restored', payload: SESSION }));
    renderApp('/profile');

    act(() => getEventBus().emit({ type: 'auth/token-checked', payload: { valid: false } }));

    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect(asked).toHaveLength(1);
  });

  it("lets a logged-in traveller stay on /profile, inside the profile layout, with mf-profile's page", () => {
    act(() => getEventBus().emit({ type: 'auth/logged-in', payload: SESSION }));

    renderApp('/profile');

    expect(currentPath()).toHaveTextContent('/profile');
    expect(screen.getByText('صفحه mf_profile ./ProfileMenu')).toBeInTheDocument();
    expect(screen.getByText('صفحه mf_profile ./ProfilePage')).toBeInTheDocument();
  });

  it('renders the saved passengers page from mf-profile', () => {
    act(() => getEventBus().emit({ type: 'auth/logged-in', payload: SESSION }));

    renderApp('/profile/previous-passengers');
    expect(screen.getByText('صفحه mf_profile ./PassengersPage')).toBeInTheDocument();
  });

  it('renders a ticket’s thread from mf-profile', () => {
    act(() => getEventBus().emit({ type: 'auth/logged-in', payload: SESSION }));

    renderApp('/profile/ticket/12');
    expect(screen.getByText('صفحه mf_profile ./TicketPage')).toBeInTheDocument();
  });

  it('on a fresh load with only the cookie known, waits for the token check before deciding on /profile', () => {
    act(() => getEventBus().emit({ type: 'auth/session-restored', payload: SESSION }));
    renderApp('/profile');

    expect(currentPath()).toHaveTextContent('/profile');
    expect(screen.queryByText('صفحه mf_profile ./ProfilePage')).not.toBeInTheDocument();

    act(() => getEventBus().emit({ type: 'auth/token-checked', payload: { valid: true } }));
    expect(screen.getByText('صفحه mf_profile ./ProfilePage')).toBeInTheDocument();
  });

  it('sends the traveller home from /profile when the token check fails', () => {
    act(() => getEventBus().emit({ type: 'auth/session-restored', payload: SESSION }));
    renderApp('/profile');

    act(() => getEventBus().emit({ type: 'auth/token-checked', payload: { valid: false } }));

    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect(screen.getByText(HOME)).toBeInTheDocument();
  });

  it('shows the login page to a visitor and sends a logged-in traveller from /auth/login home', () => {
    renderApp('/auth/login');
    expect(screen.getByText('صفحه mf_profile ./LoginPage')).toBeInTheDocument();

    act(() => getEventBus().emit({ type: 'auth/logged-in', payload: SESSION }));

    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect(screen.getByText(HOME)).toBeInTheDocument();
  });

  it("puts mf-content's error screen in the error layout at /error", () => {
    renderApp('/error');

    expect(screen.getByText('صفحه mf_content ./ErrorPage')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'راهی، صفحه اصلی' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it("sets the tab title to the route's title at /404, and back to the default on leaving", async () => {
    const user = userEvent.setup();
    renderApp('/404');

    expect(document.title).toBe('Page not found');
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'راهی، صفحه اصلی' }));

    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('gives an address no other route names to the content pages by slug (they show not-found for an unknown one)', () => {
    renderApp('/no-such-page/at/all');

    expect(screen.getByText('صفحه mf_content ./ContentPage')).toBeInTheDocument();
  });
});
