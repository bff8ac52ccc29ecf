// The shell's side of the one-tree render (ADR 0037): the browser's App hydrating exactly the markup its server
// container drew (ServerApp.server.test.tsx: what it draws), the page's area included, without a mismatch.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRegistry, getEventBus } from '@rahi/shared-contracts';
import { DrawnAuthContext } from '@rahi/shared-ui/bus';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../app/App';
import { registerFromRegistry } from '../federation/registry';
import { renderApp } from './ServerApp';
import { GuidePage, GUIDE_PAGE as page, SITE } from './test-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  registerFromRegistry(defaultRegistry());
  jest.mocked(registerRemotes).mockClear();
  // The header's links and the bot check ask the API after the first render: nothing answers in these tests.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
  window.history.pushState(null, '', '/guide');
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("the browser's App over the server's one tree", () => {
  it('hydrates it as it is: no mismatch, the same header and heading elements', async () => {
    const session = { userName: 'سارا رضایی', credit: 0 };
    const { html } = renderApp({ location: '/guide', page, site: SITE, session, cookies: '' });
    // What the browser starts from: the server's verdict on the bus, #root marked by the gateway.
    getEventBus().emit({ type: 'auth/session-restored', payload: session });
    getEventBus().emit({ type: 'auth/token-checked', payload: { valid: true, ...session } });
    const root = document.createElement('div');
    root.id = 'root';
    Object.assign(root.dataset, {
      render: 'one-tree',
      remote: 'mf_content',
      module: './GuidePage',
      path: '/guide',
    });
    root.innerHTML = html;
    document.body.append(root);
    const header = root.querySelector('header');
    const heading = root.querySelector('h1');
    jest.mocked(loadRemote).mockResolvedValue({ default: GuidePage });
    const mismatches: unknown[] = [];

    await act(async () => {
      hydrateRoot(
        root,
        <DrawnAuthContext.Provider value={getEventBus().getAuth()}>
          <App />
        </DrawnAuthContext.Provider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });

    expect(mismatches).toEqual([]);
    expect(jest.mocked(loadRemote)).toHaveBeenCalledWith('mf_content/GuidePage', expect.anything());
    expect(root.querySelector('header')).toBe(header);
    expect(root.querySelector('h1')).toBe(heading);
    expect(header?.textContent).toContain('سارا رضایی');
  });
});
