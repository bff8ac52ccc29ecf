import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

// The city page arrived rendered by the gateway; every other page is loaded in the browser.
jest.mock('../federation/server-markup', () => ({
  serverMarkupFor: (_owner: string, _page: string, pathname: string) =>
    pathname.startsWith('/city/1/')
      ? { element: document.createElement('div'), source: 'city 1' }
      : undefined,
  markServerMarkupUsed: () => {},
}));
jest.mock('../federation/ServerRenderedArea', () => ({
  ServerRenderedArea: ({ remote, module }: { remote: string; module: string }) => (
    <p>{`صفحه سرور ${remote} ${module}`}</p>
  ),
}));
jest.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({ remote, module }: { remote: string; module: string }) => <p>{`صفحه ${remote} ${module}`}</p>,
}));

function GoToHotel() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/hotel/3/hotel-sahn?checkin=2026-12-01&nights=2')}>
      هتل صحن
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
});
