// mf-backoffice drawn by the gateway: the sign-in form with its <h1> before any JavaScript, the staff area's waiting
// state for any other page (no member is read on the server), and each hydrated by the browser's own tree without a
// mismatch, the data global forgotten.
import { BACKOFFICE_TITLE } from '@rahi/shared-contracts';
import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { drawPage } from '@rahi/shared-ui/server-render';
import { hydrateServerHtml, recordFetches } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import BackofficeApp from '../pages/BackofficeApp';
import { loadData, page } from './container';

const MODULE = './BackofficeApp';
let unmount = () => {};

afterEach(() => {
  unmount();
  delete window.__RAHI_BACKOFFICE__;
});

const drawnAt = async (path: string) => {
  const data = await loadData({
    module: MODULE,
    params: {},
    stay: { checkin: '2026-12-24', nights: 1 },
    search: '',
    fetcher: jest.fn(),
  });
  const request = { module: MODULE, data, url: `https://rahi.ir${path}`, site: { commentsOpen: true } };
  return { data, drawn: drawPage('mf_backoffice', request, page(request)) };
};

describe('the back office drawn by the server', () => {
  it('draws the sign-in form under its heading, reads nothing, and hydrates without a mismatch', async () => {
    const fetches = recordFetches();
    const { data, drawn } = await drawnAt('/backoffice/sign-in');
    expect(drawn.html).toMatch(/<h1[^>]*>ورود کارکنان راهی<\/h1>/);
    expect(drawn.html).toContain('type="password"');
    expect(drawn.head).toMatchObject({
      title: BACKOFFICE_TITLE,
      canonical: 'https://rahi.ir/backoffice/sign-in',
    });

    window.__RAHI_BACKOFFICE__ = JSON.parse(JSON.stringify(data));
    const hydrated = hydrateServerHtml(drawn.html, '/backoffice/*', '/backoffice/sign-in', <BackofficeApp />);
    unmount = hydrated.unmount;
    expect(hydrated.mismatches).toEqual([]);
    expect(window.__RAHI_BACKOFFICE__).toBeUndefined();
    expect(fetches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'ورود کارکنان راهی' })).toBeInTheDocument();
  });

  it("shows why a member was sent to sign in (the history's state) once hydrated, not in the server's markup", async () => {
    const { data, drawn } = await drawnAt('/backoffice/sign-in');
    window.__RAHI_BACKOFFICE__ = data;
    const address = { pathname: '/backoffice/sign-in', state: { notice: STAFF_MESSAGES.sessionEnded } };
    const hydrated = hydrateServerHtml(drawn.html, '/backoffice/*', address, <BackofficeApp />);
    unmount = hydrated.unmount;
    expect(hydrated.mismatches).toEqual([]);
    expect(await screen.findByText(STAFF_MESSAGES.sessionEnded)).toBeInTheDocument();
  });

  it("draws the staff area's waiting state for its other pages, then asks who is signed in", async () => {
    const fetches = recordFetches();
    const { data, drawn } = await drawnAt('/backoffice/bookings');
    expect(drawn.html).toContain('role="progressbar"');
    expect(drawn.html).not.toContain('<h1');

    window.__RAHI_BACKOFFICE__ = data;
    const hydrated = hydrateServerHtml(
      drawn.html,
      '/backoffice/*',
      '/backoffice/bookings',
      <BackofficeApp />,
    );
    unmount = hydrated.unmount;
    expect(hydrated.mismatches).toEqual([]);
    await screen.findByRole('progressbar');
    expect(fetches.some((call) => call.includes('/staff/me'))).toBe(true);
  });

  it('refuses a module it does not draw', async () => {
    await expect(
      loadData({
        module: './Other',
        params: {},
        stay: { checkin: '2026-12-24', nights: 1 },
        search: '',
        fetcher: jest.fn(),
      }),
    ).rejects.toThrow('mf-backoffice renders no ./Other');
  });
});
