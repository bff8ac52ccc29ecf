import { CacheProvider } from '@emotion/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ThemeProvider } from '@mui/material/styles';
import { defaultRegistry, MESSAGES } from '@rahi/shared-contracts';
import { createRtlCache, Providers, theme } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, StaticRouter, useLocation, useParams } from 'react-router-dom';
import { isHydrated } from './keep-focus';
import { registerFromRegistry } from './registry';
import { ServerRenderedArea } from './ServerRenderedArea';
import { resetServerMarkup, serverMarkupFor } from './server-markup';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as unknown as jest.Mock<Promise<unknown>, [string]>;

/** Stands in for mf-hotel's ./HotelPage: ids from useId, the router's location, a button that counts. */
function HotelPage() {
  const id = useId();
  const params = useParams();
  const { pathname, search } = useLocation();
  const [count, setCount] = useState(0);
  return (
    <article aria-labelledby={id}>
      <h1 id={id}>هتل درویشی</h1>
      <p>{`hotel ${params.id ?? 'none'}`}</p>
      <p>{`${pathname}${search}`}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        انتخاب {count}
      </button>
      <Link to="/hotel/12/hotel-darvishi?nights=3">سه شب</Link>
    </article>
  );
}

const PATH = '/hotel/12/hotel-darvishi';

/** Puts the gateway's output in the document, as index.html carries it inside #root: rendered in the
 * providers mf-hotel's server build uses (mf-hotel/src/server/render.tsx), so useId values must agree. */
function serveRenderedPage(path = PATH) {
  const cache = createRtlCache();
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <StaticRouter location={path}>
          <Routes>
            <Route path="/hotel/:id/:slug" element={<HotelPage />} />
          </Routes>
        </StaticRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  document.body.innerHTML = `<div id="root"><main><div id="rahi-ssr" data-remote="mf_hotel" data-module="./HotelPage" data-path="${path}">${html}</div></main></div>`;
  return document.getElementById('rahi-ssr') as HTMLElement;
}

function Shell({ path = PATH }: { path?: string }) {
  const markup = serverMarkupFor('mf_hotel', './HotelPage', path);
  if (!markup) throw new Error('no server markup for this page');
  return (
    <Providers router={false}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/hotel/:id/:slug"
            element={
              <ServerRenderedArea
                remote="mf_hotel"
                module="./HotelPage"
                routePath="/hotel/:id/:slug"
                markup={markup}
              />
            }
          />
          <Route path="*" element={<p>صفحه دیگر</p>} />
        </Routes>
        <Link to="/elsewhere">جای دیگر</Link>
      </MemoryRouter>
    </Providers>
  );
}

let errors: jest.SpyInstance;

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  resetServerMarkup();
  loadRemoteMock.mockReset();
  registerFromRegistry(defaultRegistry());
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('ServerRenderedArea', () => {
  it("keeps the server's own elements in the page and makes them interactive, without a hydration error", async () => {
    const element = serveRenderedPage();
    const serverButton = element.querySelector('button');
    loadRemoteMock.mockResolvedValue({ default: HotelPage });

    render(<Shell />, { container: document.getElementById('root') as HTMLElement });
    // A click on the server's button before its hydration commits is the browser's alone, and counts nothing.
    await waitFor(() => expect(isHydrated(element)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'انتخاب 0' }));

    expect(await screen.findByRole('button', { name: 'انتخاب 1' })).toBe(serverButton);
    expect(screen.getByRole('article', { name: 'هتل درویشی' })).toBe(element.firstChild);
    expect(screen.getByText('hotel 12')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows the server's page at once, before the remote's code arrives", () => {
    serveRenderedPage();
    loadRemoteMock.mockReturnValue(new Promise(() => {}));

    render(<Shell />, { container: document.getElementById('root') as HTMLElement });

    expect(screen.getByRole('heading', { name: 'هتل درویشی' })).toBeInTheDocument();
    expect(screen.queryByLabelText(MESSAGES.loading)).not.toBeInTheDocument();
  });

  it("follows the shell's router: a link in the page changes the shell's address and the page sees it", async () => {
    const element = serveRenderedPage();
    loadRemoteMock.mockResolvedValue({ default: HotelPage });
    render(<Shell />, { container: document.getElementById('root') as HTMLElement });
    await waitFor(() => expect(isHydrated(element)).toBe(true));

    await userEvent.click(screen.getByRole('link', { name: 'سه شب' }));

    expect(await screen.findByText(`${PATH}?nights=3`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'جای دیگر' }));
    expect(await screen.findByText('صفحه دیگر')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'هتل درویشی' })).not.toBeInTheDocument();
  });

  it('renders the page afresh in a remote area when its code cannot load for hydration', async () => {
    serveRenderedPage();
    loadRemoteMock.mockRejectedValue(new Error('remoteEntry.js failed'));

    render(<Shell />, { container: document.getElementById('root') as HTMLElement });

    expect(await screen.findByText(MESSAGES.remoteUnavailable)).toBeInTheDocument();
  });

  it('is used once: after leaving the page, the same address renders in the browser', async () => {
    serveRenderedPage();
    loadRemoteMock.mockResolvedValue({ default: HotelPage });
    render(<Shell />, { container: document.getElementById('root') as HTMLElement });
    await screen.findByRole('button', { name: 'انتخاب 0' });

    await userEvent.click(screen.getByRole('link', { name: 'جای دیگر' }));
    await act(async () => {});

    expect(serverMarkupFor('mf_hotel', './HotelPage', PATH)).toBeUndefined();
  });
});

describe('serverMarkupFor', () => {
  it('answers only for the remote, module and path the server rendered', () => {
    serveRenderedPage();

    expect(serverMarkupFor('mf_hotel', './HotelPage', '/hotel/13/other')).toBeUndefined();
    expect(serverMarkupFor('mf_search', './HotelPage', PATH)).toBeUndefined();
    expect(serverMarkupFor('mf_hotel', './HotelPage', `${PATH}/`)?.element.id).toBe('rahi-ssr');
  });

  it('answers nothing on a page the server did not render', () => {
    document.body.innerHTML = '<div id="root"></div>';

    expect(serverMarkupFor('mf_hotel', './HotelPage', PATH)).toBeUndefined();
  });
});
