// A fleet of two gateways on one PostgreSQL follows one registry: `npm run release -w @rahi/mf-hotel` copies a
// build to the release store and points the database's registry at it, and both instances serve it on their next
// page, its server build drawing the server's HTML and its browser build hydrating it; `npm run rollback` points
// both back. The journey starts its own cluster (on E2E_PORT + 20160) and its own
// two gateways (E2E_PORT + 3 and + 4), as the reliability suite does; it is skipped where PostgreSQL is not installed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PORT } from '../playwright.config';
import { attachFleetLogs, postgresBin, startGateway, startPostgres } from './fleet-helpers';

const ROOT = path.join(__dirname, '..', '..');
const HOTEL_ID = 3;
const work = path.join(os.tmpdir(), `rahi-fleet-release-${PORT}`);
const releasesDir = path.join(work, 'releases');

let cluster: ReturnType<typeof startPostgres>;
const fleet: Awaited<ReturnType<typeof startGateway>>[] = [];

test.describe.configure({ mode: 'serial' });
test.skip(!postgresBin(), 'PostgreSQL is not installed on this machine');

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  cluster = startPostgres(PORT + 20_160);
  const env = (name: string) => ({
    DATABASE_URL: cluster.url,
    RELEASES_DIR: releasesDir,
    MF_PREVIOUS_BUILDS_DIR: path.join(work, `kept-${name}`),
    MF_REGISTRY_FILE: path.join(work, 'no-registry.json'),
    SSR_RENDER_TIMEOUT_MS: '8000',
    SSR_DATA_TIMEOUT_MS: '10000',
  });
  // One after the other: the first migrates and seeds the empty database.
  fleet.push(await startGateway(PORT + 3, env('A')));
  fleet.push(await startGateway(PORT + 4, env('B')));
});

test.afterEach(() => attachFleetLogs(fleet));

test.afterAll(async () => {
  await Promise.all(fleet.map((instance) => instance.stop()));
  cluster?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run <command> -w @rahi/mf-hotel` against the cluster; returns what it printed. */
const npmRun = (command: 'release' | 'rollback', ...args: string[]) =>
  execFileSync('npm', ['run', command, '-w', '@rahi/mf-hotel', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: cluster.url, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });

const ROOMS_HEADING = 'اتاق‌ها و قیمت‌ها';
/** The rooms section's heading in the build marked `marker`, in its server and its browser code alike. */
const roomsHeadingOf = (marker: string) => `${ROOMS_HEADING} (${marker})`;

/**
 * mf-hotel's build as a new build would differ: `marker` as its manifest's build version and in the rooms
 * section's heading, in the server bundle (its manifest's sha256 made again), the server container and the
 * browser chunk that draw it; the compressed copies of changed files are dropped, so the gateway serves the changed ones.
 */
function markedBuild(marker: string) {
  const dist = path.join(work, `build-${marker}`);
  fs.cpSync(path.join(ROOT, 'mf-hotel', 'dist'), dist, { recursive: true });
  const rewrite = (file: string, change: (text: string) => string) => {
    const before = fs.readFileSync(file, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`nothing to change in ${file}`);
    fs.writeFileSync(file, after);
    fs.rmSync(`${file}.br`, { force: true });
    fs.rmSync(`${file}.gz`, { force: true });
  };
  const heading = (text: string) =>
    text.replace(`"${ROOMS_HEADING}"`, JSON.stringify(roomsHeadingOf(marker)));

  rewrite(path.join(dist, 'mf-manifest.json'), (text) => {
    const manifest = JSON.parse(text);
    manifest.metaData.buildInfo.buildVersion = marker;
    return JSON.stringify(manifest);
  });
  // The browser's chunks, and the server container's the gateway draws the page with (one tree with the shell).
  for (const chunks of [path.join(dist, 'static', 'js'), path.join(dist, 'server-container')]) {
    for (const file of fs.readdirSync(chunks).filter((name) => name.endsWith('.js'))) {
      if (fs.readFileSync(path.join(chunks, file), 'utf8').includes(`"${ROOMS_HEADING}"`))
        rewrite(path.join(chunks, file), heading);
    }
  }
  return dist;
}

const gitUserName = () => {
  try {
    return execFileSync('git', ['config', 'user.name'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

const releaseNameIn = (output: string) => {
  const name = /→ (mf-hotel\/\S+)/.exec(output)?.[1];
  if (!name) throw new Error(`no release name in:\n${output}`);
  return name;
};

/** Opens the hotel page on `base`; answers the folders mf-hotel's files came from and its manifest's build version. */
async function hotelPageBuild(page: Page, base: string) {
  const folders = new Set<string>();
  let buildVersion: string | undefined;
  const onResponse = async (response: import('@playwright/test').Response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.includes('mf-hotel')) return;
    folders.add(pathname.slice(0, pathname.lastIndexOf('/')));
    if (pathname.endsWith('/mf-manifest.json'))
      buildVersion = (await response.json()).metaData?.buildInfo?.buildVersion;
  };
  page.on('response', onResponse);
  const hotel = (
    await (
      await page.request.post(`${base}/handle-api`, {
        data: { endPoint: `/hotels/${HOTEL_ID}`, options: { method: 'GET' } },
      })
    ).json()
  ).data as { name: string; slug: string };
  const address = `${base}/hotel/${HOTEL_ID}/${encodeURIComponent(hotel.slug)}`;
  // The server's HTML alone, before any script: which server build drew it.
  const serverHtml = await (await page.request.get(address)).text();
  const mismatches: string[] = [];
  const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
    if (/hydrat|#418|#423|#425/i.test(message.text())) mismatches.push(message.text());
  };
  const onError = (error: Error) => mismatches.push(`thrown: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  const answer = await page.goto(address);
  expect(answer?.headers()['x-rahi-render']).toBe('server');
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect.poll(() => buildVersion).toBeDefined();
  // Hydrated by the same release's browser build: no mismatch with the server's heading.
  await page.waitForFunction(() => !('__RAHI_HOTEL__' in window));
  const heading = await page.locator('#rooms h2').textContent();
  page.off('response', onResponse);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  expect(mismatches).toEqual([]);
  return { folders: [...folders], buildVersion, serverHtml, heading };
}

/**
 * Both instances name `release` in their registry after the command (told by PostgreSQL's NOTIFY). The wait is a
 * guard against an instance that never hears it, not a speed check; how long it took is printed (the figure
 * docs/deploying-a-remote.md quotes).
 */
async function fleetNames(page: Page, release: string) {
  const commandEnded = performance.now();
  for (const instance of fleet) {
    await expect
      .poll(async () => (await page.request.get(`${instance.base}/mf-registry.json`)).json(), {
        timeout: 10_000,
        intervals: [50],
      })
      .toMatchObject({ remotes: { mf_hotel: { entry: `/releases/${release}/mf-manifest.json` } } });
  }
  console.log(
    `fleet-release: both instances named ${release} ${Math.round(performance.now() - commandEnded)} ms after the command`,
  );
}

test('a release reaches both instances on their next page, and a rollback takes both back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const first = releaseNameIn(npmRun('release', '--skip-build', `--dist=${markedBuild('e2e-first')}`));
  await fleetNames(page, first);

  const second = releaseNameIn(npmRun('release', '--skip-build', `--dist=${markedBuild('e2e-second')}`));
  expect(second).not.toBe(first);
  await fleetNames(page, second);
  for (const instance of fleet) {
    const build = await hotelPageBuild(page, instance.base);
    expect(build.buildVersion).toBe('e2e-second');
    expect(build.folders.every((folder) => folder.startsWith(`/releases/${second}`))).toBe(true);
    expect(build.serverHtml).toContain(roomsHeadingOf('e2e-second'));
    expect(build.heading).toBe(roomsHeadingOf('e2e-second'));
  }

  expect(npmRun('rollback')).toContain(`rollback: mf_hotel → ${first} (was ${second})`);
  await fleetNames(page, first);
  for (const instance of fleet) {
    const build = await hotelPageBuild(page, instance.base);
    expect(build.buildVersion).toBe('e2e-first');
    expect(build.folders.every((folder) => folder.startsWith(`/releases/${first}`))).toBe(true);
    expect(build.serverHtml).toContain(roomsHeadingOf('e2e-first'));
    expect(build.serverHtml).not.toContain(roomsHeadingOf('e2e-second'));
    expect(build.heading).toBe(roomsHeadingOf('e2e-first'));
  }

  // Audited: who and when, for every change.
  const changes = cluster
    .psql(
      `select c.action, r.name, c.actor, c.at > now() - interval '10 minutes'
         from remote_registry_changes c join remote_releases r on r.id = c.release_id order by c.id`,
    )
    .split('\n');
  const actor = gitUserName() || process.env.USER || os.userInfo().username;
  expect(changes).toEqual([
    expect.stringMatching(new RegExp(`^release\\|${first}\\|${actor}.*\\|t$`)),
    expect.stringMatching(new RegExp(`^release\\|${second}\\|${actor}.*\\|t$`)),
    expect.stringMatching(new RegExp(`^rollback\\|${first}\\|${actor}.*\\|t$`)),
  ]);
});
