// mf-profile's server render of /auth/login: the page's own heading and the mobile field in the HTML before any
// JavaScript, no data, and that markup hydrated by the browser's own tree without a mismatch.
import { hydrateServerHtml } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import LoginPage, { LOGIN_PAGE_TITLE } from '../pages/LoginPage';
import { loadData } from './container';
import { render } from './test-data';

const URL_ = 'https://rahi.ir/auth/login';
let unmount = () => {};

afterEach(() => unmount());

describe('the login page drawn by the server', () => {
  it('needs no data: it only says which page it drew', async () => {
    await expect(
      loadData({
        module: './LoginPage',
        params: {},
        stay: { checkin: '2026-12-24', nights: 1 },
        search: '',
        fetcher: jest.fn(),
      }),
    ).resolves.toEqual({ page: './LoginPage', queries: { queries: [], mutations: [] } });
  });

  it('draws its heading with the canonical address, and hydrates without a mismatch', () => {
    const data = { page: './LoginPage', queries: { queries: [], mutations: [] } };
    const drawn = render({ module: './LoginPage', data, url: URL_, site: { commentsOpen: true } });
    expect(drawn.html).toMatch(new RegExp(`<h1[^>]*>${LOGIN_PAGE_TITLE}</h1>`));
    expect(drawn.head.canonical).toBe(URL_);

    window.__RAHI_PROFILE__ = data;
    const hydrated = hydrateServerHtml(drawn.html, '/auth/login', '/auth/login', <LoginPage />);
    unmount = hydrated.unmount;
    const { mismatches } = hydrated;

    expect(mismatches).toEqual([]);
    expect(window.__RAHI_PROFILE__).toBeUndefined();
    expect(screen.getByRole('heading', { level: 1, name: LOGIN_PAGE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });

  it('refuses a module it does not draw', () => {
    expect(() =>
      render({ module: './SettingsPage', data: undefined, url: URL_, site: { commentsOpen: true } }),
    ).toThrow('mf-profile renders no ./SettingsPage');
  });
});
