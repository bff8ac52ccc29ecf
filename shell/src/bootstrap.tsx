// Starts the shell: reads the remote registry, registers the remotes, restores the session, renders the app.
// The run-time settings (/app-config.json: bot check, push) load beside the registry and never hold the page up;
// the once-per-browser Workbox clean-up and the hourly look for a newer build start here too (src/stale-build).
import { getEventBus, parseRemoteModuleId, type RemoteName } from '@rahi/shared-contracts';
import { DrawnAuthContext } from '@rahi/shared-ui/bus';
import { SiblingModulesContext } from '@rahi/shared-ui/siblings';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { provideShellLoginHelpers } from './auth/login-helpers';
import { serverVerdict, startAuthSession } from './auth/session';
import { loadAppConfig } from './config/app-config';
import { loadRemotePage } from './federation/load-remote-module';
import { isOneTree, oneTreeAreas, oneTreeSiblings } from './federation/one-tree';
import { loadRegistry, registerFromRegistry } from './federation/registry';
import { takeServerCommentStatus } from './header-footer/server-comment-status';
import { takeServerCookies } from './server/server-cookies';
import { clearWorkboxOnce } from './stale-build/clear-workbox';
import { reactToPageError, startBuildWatch } from './stale-build/page-errors';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app's module graph in the order it is evaluated before './app/App' (see start()). */
const STAGES = [
  () => import('@emotion/react'),
  () => import('@mui/system'),
  () => import('@mui/material/styles'),
  () => import('react-router-dom'),
  () => import('@rahi/shared-ui/providers'),
  () => import('./layouts'),
];

async function start() {
  const rootElement = document.getElementById('root');
  // Drawn by the server as one tree with its page (ADR 0037): hydrated once below, React replaying input itself.
  const oneTree = isOneTree(rootElement);
  // The server's page hydrates with the comment toggle it was drawn with.
  takeServerCommentStatus();
  takeServerCookies();
  const appConfig = loadAppConfig();
  provideShellLoginHelpers(appConfig);
  void clearWorkboxOnce({ pushEnabled: appConfig.then((config) => config.push !== null) });
  startAuthSession();
  const registry = loadRegistry();
  // The app's modules are evaluated in stages, each in a task of its own: all at once they were one stretch of
  // 60-90 ms of main thread (four times that on a phone), and input and paint get a turn between stages. Each
  // stage evaluates what no earlier one did; @mui/system's root alone takes 20-35 ms. Their chunks are already on
  // the page (index.html names them: tooling/webpack/startup-report.js follows every import() this module makes).
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
  const { App } = await import('./app/App');
  registerFromRegistry(await registry);
  startBuildWatch();
  if (!rootElement) throw new Error('index.html has no #root element');
  const { remote, module } = rootElement.dataset;
  // The page's module first, so the whole page hydrates at once: until hydrateRoot, shell/public/paint-first.js keeps
  // a press or a form sent on the server's markup and gives it to the app; after it, React answers them. A module
  // that cannot load leaves its area to the route's error card, the rest hydrated.
  // The modules the server drew beside it (the profile's menu) and inside it from other remotes (the hotel page's
  // search box) likewise; a sibling that cannot load is loaded again by its page after hydrating.
  const siblings: Record<string, unknown> = {};
  if (oneTree && remote && module) {
    const modules = [module, ...oneTreeAreas(rootElement)];
    await Promise.all([
      ...modules.map((name) => loadRemotePage(remote as RemoteName, name).catch(() => undefined)),
      ...oneTreeSiblings(rootElement).map(async (id) => {
        const sibling = parseRemoteModuleId(id);
        const loaded =
          sibling && (await loadRemotePage(sibling.remote, sibling.module).catch(() => undefined));
        if (loaded) siblings[id] = loaded.default;
      }),
    ]);
  }
  // A transition, so React renders the app in slices of a few milliseconds and yields to the browser in
  // between (input, paint) instead of blocking the main thread for the whole first render.
  // Errors a boundary caught may mean a newer build is out (stale-build/page-errors.ts).
  const onCaughtError = (error: unknown) => reactToPageError(error);
  startTransition(() => {
    if (!oneTree) {
      createRoot(rootElement, { onCaughtError }).render(<App />);
      return;
    }
    // From here React answers presses on the server's markup itself (shell/public/paint-first.js stops keeping them).
    rootElement.setAttribute('data-hydrating', '');
    // Drawn for the session the server's verdict named, which startAuthSession has put on the bus by now. A page
    // drawn with no verdict in it was drawn for nobody: its token's check did not answer in time, and the shell
    // checks it itself once hydrated (its name, remembered by a cookie, must not be in the first render).
    hydrateRoot(
      rootElement,
      <DrawnAuthContext.Provider value={serverVerdict() ? getEventBus().getAuth() : undefined}>
        <SiblingModulesContext.Provider value={siblings}>
          <App />
        </SiblingModulesContext.Provider>
      </DrawnAuthContext.Provider>,
      { onCaughtError },
    );
  });
}

start();
