import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

// The city page arrived drawn by the gateway, and the not-found page for an unknown CMS address; every other
// page is loaded in the browser.
jest.mock('../federation/one-tree', () => ({
  oneTreePageFor: (_owner: string, page: string, pathname: string) =>
    pathname.startsWith('/city/1/') || (pathname === '/help/no/such/page' && page === './NotFoundPage'),
  markOneTreePageUsed: () => {},
}));
jest.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({
    remote,
    module,
    drawnByServer,
  }: {
    remote: string;
    module: string;
    drawnByServer?: boolean;
  }) => <p>{`${drawnByServer ? 'صفحه سرور' : 'صفحه'} ${remote} ${module}`}</p>,
}));

function GoToHotel() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/hotel/3/hotel-sahn?checkin=2026-12-01&nights=2')}>
      هتل صحن
    </button>
  );
}

function GoTo({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {label}
    </button>
  );
}

describe('AppRoutes after a server-rendered page', () => {
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the hotel page's own remote when the traveller leaves the server's city page for a hotel", async () => {
    render(
      <Providers router={false}>
        <MemoryRouter initialEntries={['/city/1/hotels-mashhad?checkin=2026-12-01&nights=2']}>
          <GoToHotel />
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByText('صفحه سرور mf_search ./CityPage')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'هتل صحن' }));

    expect(await screen.findByText('صفحه mf_hotel ./HotelPage')).toBeInTheDocument();
    expect(screen.queryByText(/صفحه سرور/)).not.toBeInTheDocument();
  });

  it('hydrates the not-found page the gateway drew for an unknown CMS address, then draws the next CMS page', async () => {
    render(
      <Providers router={false}>
        <MemoryRouter initialEntries={['/help/no/such/page']}>
          <GoTo to="/cancellation-rules" label="شرایط لغو" />
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByText('صفحه سرور mf_content ./NotFoundPage')).toBeInTheDocument();
    expect(screen.queryByText(/ContentPage/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'شرایط لغو' }));

    expect(await screen.findByText('صفحه mf_content ./ContentPage')).toBeInTheDocument();
    expect(screen.queryByText(/NotFoundPage/)).not.toBeInTheDocument();
  });
});
