// npm run bench:server-container -w @rahi/gateway: the figures behind ADR 0037, printed. mf-content's artists'
// page drawn two ways in this Node process:
//  - container: mf-content built as a Module Federation server container (tooling/webpack/server-container.js),
//    served over HTTP, loaded by @module-federation/runtime with this process's React, emotion, MUI, router and
//    react-query as the shared singletons, and rendered by this process's react-dom/server: one React tree, one
//    emotion cache (the host's), as the gateway would render the shell's layout and a page together;
//  - bundle: today's single-file server build (mf-content/dist/server, its own React), its render().
// Then a redeploy: the registry's new entry given to the runtime (registerRemotes with force), timed to the first
// render that draws the new build's heading, and the heap after BENCH_REDEPLOYS (20) of them.
// Needs mf-content's build (npm run build -w @rahi/mf-content). Builds the container into a temporary folder.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// React, MUI and emotion in their production builds, as the gateway runs them and as the bundle has them built in.
process.env.NODE_ENV = 'production';
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const require = createRequire(path.join(root, 'package.json'));
const {
  compileServerContainer,
  createServerContainerConfig,
  sharedDependencies,
} = require('@rahi/tooling/webpack');
const { createInstance } = require('@module-federation/runtime');

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const REDEPLOYS = Number(process.env.BENCH_REDEPLOYS ?? 20);
const PAGE = './ArtistRegisterPage';
const HEADING = 'همکاری هنرمندان';
const NEW_HEADING = 'همکاری با هنرمندان راهی';
const contentDir = path.join(root, 'mf-content');

const ms = (value) => `${value.toFixed(1)} ms`;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];
const timed = (fn) => {
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start };
};

async function buildContainer(outputDir) {
  const config = createServerContainerConfig({
    dir: contentDir,
    name: 'mf_content',
    exposes: { [PAGE]: './src/pages/ArtistRegisterPage.tsx' },
    outputDir,
  })();
  const start = performance.now();
  await compileServerContainer(config);
  return performance.now() - start;
}

/** A second release of the container whose page has another heading, as a new build with a changed title would. */
function copyRenamed(from, to) {
  fs.cpSync(from, to, { recursive: true });
  for (const name of fs.readdirSync(to).filter((file) => file.endsWith('.js'))) {
    const file = path.join(to, name);
    const code = fs.readFileSync(file, 'utf8');
    const renamed = code.replace(new RegExp(`(["'])${HEADING}\\1`, 'g'), `$1${NEW_HEADING}$1`);
    if (renamed !== code) fs.writeFileSync(file, renamed);
  }
}

function serve(folder) {
  const server = http.createServer((req, res) => {
    const file = path.join(folder, path.normalize(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(folder) || !fs.existsSync(file)) return res.writeHead(404).end();
    // No keep-alive: a socket left idle through the renders is closed by the server as the runtime reuses it.
    res.writeHead(200, { 'content-type': 'text/javascript', connection: 'close' }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** This process's copies of the shared singletons, as the gateway would give them. */
function hostShared() {
  const versionOf = (name) => {
    const packageName = name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
    return require(`${packageName}/package.json`).version;
  };
  const names = Object.keys(sharedDependencies).filter(
    (name) => !name.endsWith('/') && !name.startsWith('@rahi/'),
  );
  return Object.fromEntries(
    [...names, 'react/jsx-runtime'].map((name) => [
      name,
      {
        version: versionOf(name),
        lib: () => require(name),
        shareConfig: { singleton: true, requiredVersion: false },
      },
    ]),
  );
}

function hostRenderer() {
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const { StaticRouter } = require('react-router');
  const { ThemeProvider, createTheme } = require('@mui/material/styles');
  const { CacheProvider } = require('@emotion/react');
  const createCache = require('@emotion/cache').default;
  const rtlPlugin = require('stylis-plugin-rtl').default;
  const { QueryClient, QueryClientProvider } = require('@tanstack/react-query');
  const theme = createTheme({ direction: 'rtl' });
  const h = React.createElement;
  return (Page) => {
    const cache = createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] });
    return renderToString(
      h(
        CacheProvider,
        { value: cache },
        h(
          ThemeProvider,
          { theme },
          h(
            QueryClientProvider,
            { client: new QueryClient() },
            h(StaticRouter, { location: '/artist-register' }, h(Page)),
          ),
        ),
      ),
    );
  };
}

const headingOf = (html) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-server-container-'));
const server = await serve(work);
try {
  const buildMs = await buildContainer(path.join(work, 'a'));
  copyRenamed(path.join(work, 'a'), path.join(work, 'b'));
  const base = `http://127.0.0.1:${server.address().port}`;
  const bytes = fs
    .readdirSync(path.join(work, 'a'))
    .reduce((sum, file) => sum + fs.statSync(path.join(work, 'a', file)).size, 0);

  const federation = createInstance({
    name: 'gateway',
    remotes: [{ name: 'mf_content', entry: `${base}/a/remoteEntry.js` }],
    shared: hostShared(),
  });
  const render = hostRenderer();
  const loadPage = async () => (await federation.loadRemote(`mf_content/${PAGE.slice(2)}`)).default;
  const loadStart = performance.now();
  const Page = await loadPage();
  const loadMs = performance.now() - loadStart;
  const first = timed(() => render(Page));
  if (headingOf(first.value) !== HEADING) throw new Error(`the container drew ${headingOf(first.value)}`);
  const renders = Array.from({ length: RUNS }, () => timed(() => render(Page)).ms);

  const manifest = JSON.parse(
    fs.readFileSync(path.join(contentDir, 'dist', 'server', 'mf-server-manifest.json')),
  );
  const bundleLoad = timed(() => require(path.join(contentDir, 'dist', 'server', manifest.entry)));
  const bundle = bundleLoad.value;
  const drawBundle = () =>
    bundle.render({ module: PAGE, data: { module: PAGE }, url: 'https://rahi.ir/artist-register' }).html;
  const bundleFirst = timed(drawBundle);
  if (headingOf(bundleFirst.value) !== HEADING)
    throw new Error(`the bundle drew ${headingOf(bundleFirst.value)}`);
  const bundleRenders = Array.from({ length: RUNS }, () => timed(drawBundle).ms);

  const redeploy = async (release, version) => {
    const start = performance.now();
    federation.registerRemotes(
      [{ name: 'mf_content', entry: `${base}/${release}/remoteEntry.js?v=${version}` }],
      {
        force: true,
      },
    );
    const html = render(await loadPage());
    return { ms: performance.now() - start, heading: headingOf(html) };
  };
  const toB = await redeploy('b', 0);
  if (toB.heading !== NEW_HEADING) throw new Error(`after the redeploy the page drew ${toB.heading}`);
  const back = await redeploy('a', 1);
  if (back.heading !== HEADING) throw new Error(`after the rollback the page drew ${back.heading}`);
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  for (let i = 0; i < REDEPLOYS; i++) await redeploy(i % 2 ? 'a' : 'b', i + 2);
  globalThis.gc?.();
  const heapGrowth = (process.memoryUsage().heapUsed - heapBefore) / 1048576;

  console.log(`mf-content's ${PAGE}, ${RUNS} renders each (load average ${os.loadavg()[0].toFixed(1)})`);
  console.table({
    container: {
      build: ms(buildMs),
      size: `${(bytes / 1024).toFixed(0)} KiB`,
      load: ms(loadMs),
      'first render': ms(first.ms),
      p50: ms(percentile(renders, 0.5)),
      p90: ms(percentile(renders, 0.9)),
    },
    bundle: {
      build: '(npm run build)',
      size: `${(fs.statSync(path.join(contentDir, 'dist', 'server', manifest.entry)).size / 1024).toFixed(0)} KiB`,
      load: ms(bundleLoad.ms),
      'first render': ms(bundleFirst.ms),
      p50: ms(percentile(bundleRenders, 0.5)),
      p90: ms(percentile(bundleRenders, 0.9)),
    },
  });
  console.log(
    `redeploy to the next render with the new build: ${ms(toB.ms)}; rollback: ${ms(back.ms)}; heap after ` +
      `${REDEPLOYS} more: ${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(1)} MiB` +
      (globalThis.gc ? '' : ' (run with node --expose-gc for a settled heap)'),
  );
} finally {
  server.close();
  fs.rmSync(work, { recursive: true, force: true });
}
