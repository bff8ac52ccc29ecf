// A fleet of two gateways on one PostgreSQL follows one registry: `npm run release -w @rahi/mf-hotel` copies a
// build to the release store and points the database's registry at it, and both instances serve it on their next
// page; `npm run rollback` points both back. The journey starts its own cluster (on E2E_PORT + 46160) and its own
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
  cluster = startPostgres(PORT + 46_160);
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

/** mf-hotel's build with `marker` as its manifest's build version (its compressed copies dropped). */
function markedBuild(marker: string) {
  const dist = path.join(work, `build-${marker}`);
  fs.cpSync(path.join(ROOT, 'mf-hotel', 'dist'), dist, { recursive: true });
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = marker;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  fs.rmSync(`${manifestFile}.br`, { force: true });
  fs.rmSync(`${manifestFile}.gz`, { force: true });
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
  const answer = await page.goto(`${base}/hotel/${HOTEL_ID}/${encodeURIComponent(hotel.slug)}`);
  expect(answer?.headers()['x-rahi-render']).toBe('server');
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect.poll(() => buildVersion).toBeDefined();
  page.off('response', onResponse);
  return { folders: [...folders], buildVersion };
}

/** Both instances name `release` in their registry within a second of the command's end. */
async function fleetNames(page: Page, release: string) {
  for (const instance of fleet) {
    await expect
      .poll(async () => (await page.request.get(`${instance.base}/mf-registry.json`)).json(), {
        timeout: 1000,
      })
      .toMatchObject({ remotes: { mf_hotel: { entry: `/releases/${release}/mf-manifest.json` } } });
  }
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
  }

  expect(npmRun('rollback')).toContain(`rollback: mf_hotel → ${first} (was ${second})`);
  await fleetNames(page, first);
  for (const instance of fleet) {
    const build = await hotelPageBuild(page, instance.base);
    expect(build.buildVersion).toBe('e2e-first');
    expect(build.folders.every((folder) => folder.startsWith(`/releases/${first}`))).toBe(true);
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
