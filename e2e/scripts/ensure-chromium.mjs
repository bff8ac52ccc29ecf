// Makes sure Debian's Chromium is installed before the end-to-end tests run, and its headless shell, which most
// journeys run in (tooling/chromium.js). Playwright cannot download its own browser here, so we use the system's.
// Without the shell the journeys run in the full browser, only slower.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const { executablePath, shellPath } = createRequire(import.meta.url)('@rahi/tooling/chromium');
// A CHROMIUM_PATH is used for every journey (tooling/chromium.js): the shell is then not wanted.
const shellWanted = !process.env.CHROMIUM_PATH;
const missing = [
  ...(existsSync(executablePath) ? [] : ['chromium']),
  ...(shellWanted && !existsSync(shellPath) ? ['chromium-headless-shell'] : []),
];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian's ${missing.join(' and ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  } catch {
    // Judged below: without the shell the journeys still run, without Chromium they cannot.
  }
}
if (existsSync(executablePath)) {
  if (shellWanted && !existsSync(shellPath))
    console.log(
      'No chromium-headless-shell: the journeys run in the full browser (`apt-get install chromium-headless-shell`).',
    );
  process.exit(0);
}

console.error(
  `Chromium was not found at ${executablePath}.\n` +
    'Install it with `sudo apt-get install chromium chromium-headless-shell` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
);
process.exit(1);
