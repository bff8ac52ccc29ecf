// The server's markup hydrated by the browser's own tree (as the shell's bootstrap hydrates it):
// React reports no mismatch, the list is not fetched again, and a filter chosen afterwards does fetch.
import { hydrateServerHtml } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CityPage from '../pages/CityPage';
import { cityHotels, hotelCard, installFakeApi } from '../testing/fake-api';
import { renderCity as render, SAMPLE_URL, sampleCityPageData } from './test-data';

const PATH = new URL(SAMPLE_URL).pathname + new URL(SAMPLE_URL).search;
let unmount = () => {};

afterEach(() => {
  unmount();
  jest.restoreAllMocks();
});

function hydrateServerPage() {
  const data = sampleCityPageData();
  const calls = installFakeApi((endPoint) =>
    endPoint.startsWith('/cities/1/hotels')
      ? { data: cityHotels([hotelCard(11, { name: 'هتل الماس' })]) }
      : undefined,
  );
  window.__RAHI_CITY__ = data;
  const hydrated = hydrateServerHtml(
    render({ data, url: SAMPLE_URL }).html,
    '/city/:id/:slug',
    PATH,
    <CityPage />,
  );
  unmount = hydrated.unmount;
  return { calls, mismatches: hydrated.mismatches };
}

describe('the city page the server rendered, in the browser', () => {
  it('hydrates without a mismatch and without asking for the list again', () => {
    const { calls, mismatches } = hydrateServerPage();

    expect(mismatches).toEqual([]);
    expect(calls).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'هتل‌های مشهد' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('takes the server data once: window.__RAHI_CITY__ is gone after hydration', () => {
    hydrateServerPage();

    expect(window.__RAHI_CITY__).toBeUndefined();
  });

  it('fetches the list when a filter is chosen afterwards', async () => {
    const { calls } = hydrateServerPage();
    const user = userEvent.setup({ delay: null });

    // jsdom has no matchMedia: the page settles as a phone's, with its filters in the sheet.
    await user.click(screen.getByRole('button', { name: 'فیلترها' }));
    await user.click(await screen.findByRole('checkbox', { name: /۵ ستاره/ }));

    await waitFor(() =>
      expect(calls.map((call) => call.endPoint)).toContainEqual(expect.stringContaining('stars=5')),
    );
  });
});
