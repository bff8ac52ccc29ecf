// Starts the shell: reads the remote registry, registers the remotes, restores the session, renders the app.
// The run-time settings (/app-config.json: bot check, push) load beside the registry and never hold the page up.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { provideShellLoginHelpers } from './auth/login-helpers';
import { startAuthSession } from './auth/session';
import { loadAppConfig } from './config/app-config';
import { loadRegistry, registerFromRegistry } from './federation/registry';

async function start() {
  provideShellLoginHelpers(loadAppConfig());
  startAuthSession();
  const registry = loadRegistry();
  // The app's modules (MUI, emotion, the layouts) are evaluated in a task after this one, not in the same one:
  // each is a long stretch of main thread on a phone, and input and paint get a turn between them. Their
  // chunks are already on the page (index.html names them), so this costs no round trip.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { App } = await import('./app/App');
  registerFromRegistry(await registry);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A transition, so React renders the app in slices of a few milliseconds and yields to the browser in
  // between (input, paint) instead of blocking the main thread for the whole first render.
  startTransition(() => createRoot(root).render(<App />));
}

start();
