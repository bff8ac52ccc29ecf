// /imam-hotels drawn by the server: its list read as the page reads it (by distance to the shrine, the address's
// page), drawn with its heading and hotels, and hydrated from __RAHI_CITY__ without a mismatch or a second read.
import type { PageFetcher } from '@rahi/shared-contracts';
import { hydrateServerHtml } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import ImamHotelsPage from '../pages/ImamHotelsPage';
import { cityHotels, hotelCard, installFakeApi } from '../testing/fake-api';
import { loadData } from './container';
import { drawn } from './test-data';

const ADDRESS = '/imam-hotels?checkin=2099-12-01&nights=2&page=2';
const LIST = cityHotels([hotelCard(11, { name: 'هتل الماس' }), hotelCard(12, { name: 'هتل رضویه' })], {
  total: 12,
});
let unmount = () => {};

afterEach(() => {
  unmount();
  delete window.__RAHI_CITY__;
});

async function serverPage() {
  const asked: string[] = [];
  const fetcher = (async ({ endPoint }: { endPoint: string }) => {
    asked.push(endPoint);
    return { ok: true, status: 200, data: LIST, errors: [] };
  }) as PageFetcher;
  const data = await loadData({
    module: './ImamHotelsPage',
    params: {},
    stay: { checkin: '2099-12-01', nights: 2 },
    search: 'checkin=2099-12-01&nights=2&page=2',
    fetcher,
  });
  return { asked, data, page: drawn({ module: './ImamHotelsPage', data, url: `https://rahi.ir${ADDRESS}` }) };
}

describe("the Imam Reza shrine's hotels drawn by the server", () => {
  it("reads Mashhad's list by distance to the shrine for the stay and the address's page", async () => {
    const { asked } = await serverPage();

    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/cities\/1\/hotels\?/);
    const query = new URLSearchParams(asked[0]?.split('?')[1]);
    expect(query.get('sort')).toBe('distance');
    expect(query.get('checkin')).toBe('2099-12-01');
    expect(query.get('page')).toBe('2');
  });

  it('draws its heading, its hotels and its head', async () => {
    const { page } = await serverPage();

    expect(page.html).toMatch(/<h1[^>]*>هتل‌های نزدیک حرم امام رضا \(ع\)<\/h1>/);
    expect(page.html).toContain('هتل الماس');
    expect(page.html).toContain('هتل رضویه');
    expect(page.head.title).toBe('هتل‌های نزدیک حرم امام رضا (ع) | راهی');
    expect(page.head.canonical).toBe('https://rahi.ir/imam-hotels');
  });

  it('hydrates without a mismatch, reading nothing again, and forgets the data', async () => {
    const { data, page } = await serverPage();
    const calls = installFakeApi(() => ({ data: LIST }));
    window.__RAHI_CITY__ = JSON.parse(JSON.stringify(data));
    const hydrated = hydrateServerHtml(page.html, '/imam-hotels', ADDRESS, <ImamHotelsPage />);
    unmount = hydrated.unmount;

    expect(hydrated.mismatches).toEqual([]);
    expect(calls).toEqual([]);
    expect(window.__RAHI_CITY__).toBeUndefined();
    expect(
      screen.getByRole('heading', { level: 1, name: 'هتل‌های نزدیک حرم امام رضا (ع)' }),
    ).toBeInTheDocument();
  });
});
