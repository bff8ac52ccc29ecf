// npm run size: what a traveller downloads, in gzip bytes.
//  1. Each app's own initial JS: the shell's entry, and each remote's remoteEntry.js plus the sync
//     chunks of its exposed modules (read from its mf-manifest.json), shared libraries excluded.
//  2. The shared libraries (one table, since each is loaded once per page, whichever app provides it).
//  3. The home route as Chromium really loads it: every JS file fetched until the network is idle,
//     shared libraries counted once. The target is at most 250 KiB.
// SIZE_FILES=1 lists every file of the home route with its size and group.
// Needs the builds (npm run build) and, for part 3, Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REMOTES = ['mf-search', 'mf-hotel', 'mf-reservation', 'mf-profile', 'mf-content'];
const HOME_TARGET_KIB = 250;

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const pad = (text, width) => String(text).padEnd(width);
const readManifest = (app) =>
  JSON.parse(fs.readFileSync(path.join(root, app, 'dist', 'mf-manifest.json'), 'utf8'));

function sharedChunkOwners() {
  const owners = new Map();
  for (const app of ['shell', ...REMOTES]) {
    for (const shared of readManifest(app).shared) {
      for (const file of shared.assets.js.sync) owners.set(`${app}/${file}`, shared.name);
    }
  }
  return owners;
}

function ownInitialJs() {
  const rows = [['shell', gzipSize(path.join(root, 'shell', 'dist', 'main.js')), 'main.js']];
  for (const app of REMOTES) {
    const dist = path.join(root, app, 'dist');
    const manifest = readManifest(app);
    if (manifest.exposes.length === 0) {
      rows.push([app, 0, 'nothing exposed yet: no remoteEntry.js is emitted']);
      continue;
    }
    const sharedFiles = new Set(manifest.shared.flatMap((s) => s.assets.js.sync));
    const files = new Set(['remoteEntry.js']);
    for (const expose of manifest.exposes) {
      for (const file of expose.assets.js.sync) if (!sharedFiles.has(file)) files.add(file);
    }
    const bytes = [...files].reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
    const exposes = manifest.exposes.map((e) => e.name).join(', ') || 'nothing exposed yet';
    rows.push([app, bytes, `${files.size} files; ${exposes}`]);
  }
  return rows;
}

async function measureHomeRoute() {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { skipped: 'playwright-core is not installed' };
  }
  const { launchOptions } = createRequire(import.meta.url)('../chromium.js');
  if (!fs.existsSync(launchOptions.executablePath))
    return { skipped: `no Chromium at ${launchOptions.executablePath}` };

  const port = 18000 + Math.floor(Math.random() * 1000);
  const gateway = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'server.js')], {
    env: { ...process.env, PORT: String(port), MF_REGISTRY_FILE: path.join(root, '.size-no-registry.json') },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(`http://localhost:${port}/healthz`);
    const browser = await chromium.launch(launchOptions);
    const page = await browser.newPage();
    const scripts = new Set();
    let requests = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      requests++;
      const url = new URL(response.url());
      // The start-up chunks arrive joined, several to a /_startup.js script (gateway/src/assets/startup-bundle.ts).
      const files =
        url.pathname === '/_startup.js' ? (url.searchParams.get('files') ?? '').split(',') : [url.pathname];
      for (const file of files) if (file) scripts.add(file);
    });
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
    await browser.close();
    return { scripts: [...scripts], requests };
  } finally {
    gateway.kill();
  }
}

// The gateway seeds a fresh in-memory database on start (~20 s on this machine): wait up to a minute.
async function waitForHealth(url) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the gateway did not start (${url})`);
}

function fileForUrlPath(urlPath) {
  const remote = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/);
  if (remote) return { app: remote[1], file: path.join(root, remote[1], 'dist', remote[2]), rel: remote[2] };
  return { app: 'shell', file: path.join(root, 'shell', 'dist', urlPath.slice(1)), rel: urlPath.slice(1) };
}

const main = async () => {
  console.log('\nOwn initial JS per app (gzip, shared libraries excluded)');
  for (const [app, bytes, note] of ownInitialJs())
    console.log(`  ${pad(app, 16)}${pad(kib(bytes), 12)}${note}`);

  const owners = sharedChunkOwners();
  const home = await measureHomeRoute();
  if (home.skipped) {
    console.log(`\nHome route: not measured (${home.skipped}).`);
    return;
  }
  const byGroup = new Map();
  let total = 0;
  for (const urlPath of home.scripts) {
    const { app, file, rel } = fileForUrlPath(urlPath);
    const bytes = gzipSize(file);
    total += bytes;
    const library = owners.get(`${app}/${rel}`);
    const group = library
      ? `shared: ${library.replace(/^(@mui\/[^/]+|react-dom|react|rxjs)\/.*/, '$1/…')}`
      : `own: ${app}`;
    if (process.env.SIZE_FILES) console.log(`  ${pad(kib(bytes), 12)}${pad(group, 28)}${urlPath}`);
    const entry = byGroup.get(group) ?? { bytes: 0, files: 0 };
    byGroup.set(group, { bytes: entry.bytes + bytes, files: entry.files + 1 });
  }
  console.log(
    `\nHome route (/) as Chromium loads it: ${home.scripts.length} JS files in ${home.requests} requests`,
  );
  const rows = [...byGroup.entries()].sort((a, b) => b[1].bytes - a[1].bytes);
  for (const [group, { bytes, files }] of rows)
    console.log(`  ${pad(group, 40)}${pad(kib(bytes), 12)}${files} files`);
  const verdict = total / 1024 <= HOME_TARGET_KIB ? 'within' : 'OVER';
  console.log(`  ${pad('total', 40)}${kib(total)}  (${verdict} the ${HOME_TARGET_KIB} KiB target)\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
