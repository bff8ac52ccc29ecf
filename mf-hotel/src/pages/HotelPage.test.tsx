import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { buildHead } from '../server/head';
import { pageData } from '../testing/fixtures';
import HotelPage from './HotelPage';

jest.mock('@rahi/shared-ui/load-sibling', () => ({ loadSibling: async () => null }));

// The whole page renders: slow on a busy 2-core machine.
jest.setTimeout(60_000);

const URL_PATH = '/hotel/12/هتل-الماس?checkin=2099-12-20&nights=2';

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  document.title = 'راهی';
});
afterEach(() => {
  delete window.__RAHI_HOTEL__;
});

describe('HotelPage', () => {
  it('keeps the title the server rendered after it hydrates, so it does not flip', async () => {
    const data = pageData();
    window.__RAHI_HOTEL__ = data;
    const serverTitle = buildHead(data, `https://rahi.ir${URL_PATH}`).title;

    render(
      <Providers router={false}>
        <MemoryRouter initialEntries={[URL_PATH]}>
          <Routes>
            <Route path="/hotel/:id/:slug" element={<HotelPage />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: data.hotel.name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(serverTitle));
    expect(serverTitle).toBe('رزرو هتل الماس در مشهد | راهی');
  });
});
