// npm run size: what a traveller downloads, in gzip bytes.
//  1. Each app's own initial JS: the shell's entry, and each remote's remoteEntry.js plus the sync
//     chunks of its exposed modules (read from its mf-manifest.json), shared libraries excluded.
//  2. Six routes as Chromium really loads them (home, city, hotel, reservation with a real draft, the voucher of
//     a paid booking, profile logged in): every JS file fetched until the network is idle, each counted once, with
//     the home route's files grouped by owner. Targets: home at most 300 KiB, no route above 350 KiB.
//  3. Each route against its budget in tooling/size-budget.json: one more than 5 % over it fails (exit 1; CI
//     runs this). SIZE_RECORD=1 writes today's figures as the budgets.
// SIZE_FILES=1 lists every file with its size and group; SIZE_GROUPS=1 groups every route, not only home.
// Needs the builds (npm run build) and Chromium (/usr/bin/chromium or CHROMIUM_PATH); it starts its own gateway
// on a fresh in-memory database, with the dev routes on to log in (lighthouse-payment-pages.mjs prepares the pages).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { hotelSlug, openPaymentBrowser } from './lighthouse-payment-pages.mjs';

const { launchOptions } = createRequire(import.meta.url)('../chromium.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REMOTES = ['mf-search', 'mf-hotel', 'mf-reservation', 'mf-profile', 'mf-content'];
const HOME_TARGET_KIB = 300;
const ROUTE_TARGET_KIB = 350;
const BUDGET_FILE = path.join(root, 'tooling', 'size-budget.json');
const BUDGET_SLACK = 1.05;

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

/** The routes with a recorded budget, and the address of each in the prepared browser. */
const ROUTES = ['home', 'city', 'hotel', 'reservation', 'voucher', 'profile'];
/** The remote that draws each route's page: its entry must have loaded, or the route was measured broken. */
const PAGE_REMOTE = {
  home: 'mf-search',
  city: 'mf-search',
  hotel: 'mf-hotel',
  reservation: 'mf-reservation',
  voucher: 'mf-reservation',
  profile: 'mf-profile',
};
const HOTEL_ID = 3;

async function routePath(name, browser, base) {
  const checkin = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const stay = { hotelId: HOTEL_ID, checkin, nights: 2 };
  if (name === 'home') return '/';
  if (name === 'city') return `/city/1/hotels-mashhad?checkin=${checkin}&nights=2`;
  if (name === 'hotel')
    return `/hotel/${HOTEL_ID}/${encodeURIComponent(await hotelSlug(base, HOTEL_ID))}?checkin=${checkin}&nights=2`;
  return browser.pathOf(name, stay);
}

/** The JS files each route loads in Chromium until the network is idle, each file once per route. */
async function measureRoutes() {
  if (!fs.existsSync(launchOptions.executablePath))
    return { skipped: `no Chromium at ${launchOptions.executablePath}` };
  const port = 18000 + Math.floor(Math.random() * 1000);
  const gateway = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      MF_REGISTRY_FILE: path.join(root, '.size-no-registry.json'),
      // Its own database each run: in .data/pglite (npm start's), the bookings of earlier runs filled hotel 3.
      PGLITE_DATA_DIR: 'memory',
      // The reservation, voucher and profile pages need a traveller logged in with a code read from the outbox.
      RAHI_DEV_ROUTES: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its last words, for the error when it does not start.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-3000);
  };
  gateway.stdout.on('data', keep);
  gateway.stderr.on('data', keep);
  const base = `http://localhost:${port}`;
  try {
    await waitForHealth(`${base}/healthz`, gateway, () => output);
    const browser = await openPaymentBrowser(base);
    try {
      const routes = [];
      for (const name of ROUTES) {
        const pathname = await routePath(name, browser, base);
        const page = await browser.context.newPage();
        const scripts = new Set();
        let requests = 0;
        const inFlight = new Set();
        page.on('request', (request) => inFlight.add(request));
        page.on('requestfinished', (request) => inFlight.delete(request));
        page.on('requestfailed', (request) => inFlight.delete(request));
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          const url = new URL(response.url());
          if (url.origin !== base) return;
          requests++;
          // The start-up chunks arrive joined, several to a /_startup.js script (gateway/src/assets/startup-bundle.ts).
          const files =
            url.pathname === '/_startup.js'
              ? (url.searchParams.get('files') ?? '').split(',')
              : [url.pathname];
          for (const file of files) if (file) scripts.add(file);
        });
        await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle', timeout: 90_000 });
        // A page whose app never started loads less and would measure light: its remote's entry is loaded, and its
        // server data global (window.__RAHI_…__) forgotten, as the page does once hydrated. Hydration is work after
        // the last download, so on a loaded machine (CI runs this beside the reliability suite) the network is idle
        // before it ends: wait for it, then for what the started app loads.
        const hydrated = await page
          .waitForFunction(
            () =>
              !Object.keys(window).some(
                (key) => /^__RAHI_[A-Z_]+__$/.test(key) && key !== '__RAHI_STARTUP_CHUNKS__',
              ),
            undefined,
            { timeout: 60_000 },
          )
          .then(
            () => true,
            () => false,
          );
        if (hydrated) await networkQuiet(page, inFlight);
        const landed = new URL(page.url()).pathname;
        // CSS emotion compiled in the browser (its production sheets insert rules into empty <style> tags; what the
        // server drew comes as text): each rule passes through cssjanus, whose first use is a long task (ADR 0042).
        const compiledRules = await page.evaluate(() =>
          [...document.querySelectorAll('style[data-emotion]')]
            .filter((tag) => tag.textContent === '')
            .reduce((count, tag) => count + (tag.sheet?.cssRules.length ?? 0), 0),
        );
        await page.close();
        // A page that sent the browser elsewhere (the profile's guard home) would measure the wrong route.
        if (landed !== pathname.split('?')[0]) throw new Error(`${pathname} ended on ${landed}`);
        const entry = scripts.has(`/remotes/${PAGE_REMOTE[name]}/remoteEntry.js`);
        if (!entry || !hydrated)
          throw new Error(
            `${pathname} did not start (${[!entry && `${PAGE_REMOTE[name]} not loaded`, !hydrated && 'not hydrated within 60 s'].filter(Boolean).join(', ')})`,
          );
        routes.push({ name, pathname, scripts: [...scripts], requests, compiledRules });
      }
      return { routes };
    } finally {
      await browser.close();
    }
  } finally {
    gateway.kill();
  }
}

/** Until no request has been in flight for 500 ms (Playwright's 'networkidle' once more), at most 60 s. */
async function networkQuiet(page, inFlight) {
  const deadline = Date.now() + 60_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(100);
  }
}

// The gateway seeds a fresh in-memory database on start: ~20 s on a quiet machine, over a minute in CI, where this
// runs beside the reliability suite's three PostgreSQL fleets. Waits up to four minutes, or until it exits.
async function waitForHealth(url, child, output) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const why = child.exitCode === null ? 'not healthy within 4 minutes' : `exited with ${child.exitCode}`;
  throw new Error(`the gateway did not start (${url}): ${why}\n${output()}`);
}

function fileForUrlPath(urlPath) {
  const remote = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/);
  if (remote) return { app: remote[1], file: path.join(root, remote[1], 'dist', remote[2]), rel: remote[2] };
  return { app: 'shell', file: path.join(root, 'shell', 'dist', urlPath.slice(1)), rel: urlPath.slice(1) };
}

/** Each route's files summed, and grouped by owner (an app's own code, or a shared library). */
function weigh(route, owners) {
  const groups = new Map();
  let total = 0;
  for (const urlPath of route.scripts) {
    const { app, file, rel } = fileForUrlPath(urlPath);
    const bytes = gzipSize(file);
    total += bytes;
    const library = owners.get(`${app}/${rel}`);
    const group = library
      ? `shared: ${library.replace(/^(@mui\/[^/]+|react-dom|react|rxjs)\/.*/, '$1/…')}`
      : `own: ${app}`;
    if (process.env.SIZE_FILES) console.log(`  ${pad(kib(bytes), 12)}${pad(group, 28)}${urlPath}`);
    const entry = groups.get(group) ?? { bytes: 0, files: 0 };
    groups.set(group, { bytes: entry.bytes + bytes, files: entry.files + 1 });
  }
  return { total, groups };
}

/**
 * Each route against its recorded budget (gzip bytes in tooling/size-budget.json): more than 5 % over fails.
 * SIZE_RECORD=1 writes today's figures as the new budget (commit it with the change that moved them).
 */
function checkBudgets(totals) {
  const recorded = fs.existsSync(BUDGET_FILE) ? JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) : {};
  if (process.env.SIZE_RECORD) {
    fs.writeFileSync(BUDGET_FILE, `${JSON.stringify({ ...recorded, ...totals }, null, 2)}\n`);
    console.log(`Budgets recorded in ${path.relative(root, BUDGET_FILE)}.`);
    return true;
  }
  let held = true;
  console.log(
    `Budgets (${path.relative(root, BUDGET_FILE)}; more than ${BUDGET_SLACK * 100 - 100} % over fails):`,
  );
  for (const [name, bytes] of Object.entries(totals)) {
    const budget = recorded[name];
    if (budget === undefined) {
      console.log(`  ${pad(name, 14)}${pad(kib(bytes), 12)}no budget recorded (SIZE_RECORD=1 npm run size)`);
      held = false;
      continue;
    }
    const change = ((bytes / budget - 1) * 100).toFixed(1);
    const over = bytes > budget * BUDGET_SLACK;
    const note = over
      ? 'OVER: more than 5 % above its budget'
      : bytes < budget / BUDGET_SLACK
        ? 'well under: record the smaller budget (SIZE_RECORD=1)'
        : 'held';
    console.log(
      `  ${pad(name, 14)}${pad(kib(bytes), 12)}budget ${pad(kib(budget), 12)}${pad(`${change} %`, 9)}${note}`,
    );
    if (over) held = false;
  }
  return held;
}

const main = async () => {
  console.log('\nOwn initial JS per app (gzip, shared libraries excluded)');
  for (const [app, bytes, note] of ownInitialJs())
    console.log(`  ${pad(app, 16)}${pad(kib(bytes), 12)}${note}`);

  const owners = sharedChunkOwners();
  const measured = await measureRoutes();
  if (measured.skipped) {
    console.log(`\nRoutes: not measured (${measured.skipped}).`);
    process.exitCode = 1;
    return;
  }
  const totals = {};
  for (const route of measured.routes) {
    const { total, groups } = weigh(route, owners);
    totals[route.name] = total;
    const target = route.name === 'home' ? HOME_TARGET_KIB : ROUTE_TARGET_KIB;
    const verdict = total / 1024 <= target ? 'within' : 'OVER';
    console.log(
      `\n${route.name} (${decodeURIComponent(route.pathname.split('?')[0] ?? '')}) as Chromium loads it: ${route.scripts.length} JS files in ${route.requests} requests, ${kib(total)} (${verdict} the ${target} KiB target); ${route.compiledRules} CSS rules compiled in the browser`,
    );
    if (route.name !== 'home' && !process.env.SIZE_GROUPS) continue;
    const rows = [...groups.entries()].sort((a, b) => b[1].bytes - a[1].bytes);
    for (const [group, { bytes, files }] of rows)
      console.log(`  ${pad(group, 40)}${pad(kib(bytes), 12)}${files} files`);
  }
  console.log('');
  if (!checkBudgets(totals)) process.exitCode = 1;
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
