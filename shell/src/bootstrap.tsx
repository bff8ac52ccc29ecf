// Starts the shell: reads the remote registry, registers the remotes, renders the app.
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRegistry, registerFromRegistry } from './federation/registry';

async function start() {
  registerFromRegistry(await loadRegistry());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(<App />);
}

start();
