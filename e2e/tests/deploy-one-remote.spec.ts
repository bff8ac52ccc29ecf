// Deploying one remote alone: copy its build next to the running gateway, point the registry at
// it, and the next page load uses it, in the browser and in the server's HTML. Nothing is rebuilt or restarted.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEPLOY_DIR, DEPLOY_PORT } from '../playwright.config';
import { registryNames, writeRegistry } from './deploy-helpers';

const registryFile = path.join(DEPLOY_DIR, 'mf-registry.json');
const release = 'mf-content/e2e-build-2';
/** A release whose artists' page has another heading, in its browser and its server build alike. */
const renamed = 'mf-content/e2e-build-3';
const HEADING = 'همکاری هنرمندان';
const NEW_HEADING = 'همکاری با هنرمندان راهی';
const SERVER_CONTAINER = 'server-container/remoteEntry.js';

// The two tests write the same registry.
test.describe.configure({ mode: 'serial' });

function copyRelease(folder: string) {
  const target = path.join(DEPLOY_DIR, 'releases', folder);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(__dirname, '..', '..', 'mf-content', 'dist'), target, { recursive: true });
  return target;
}

/** Gives the release's artists' page NEW_HEADING, as a new build with a changed title would: in its browser build
 * and its server container (drawn inside the shell's tree). */
function renameHeading(target: string) {
  for (const folder of ['static/js', 'server-container']) {
    for (const name of fs.readdirSync(path.join(target, folder))) {
      const file = path.join(target, folder, name);
      if (!name.endsWith('.js')) continue;
      const code = fs.readFileSync(file, 'utf8');
      // The title as a string literal: minified (the browser's) or not (the server's).
      const renamedCode = code.replace(new RegExp(`(["'])${HEADING}\\1`, 'g'), `$1${NEW_HEADING}$1`);
      if (renamedCode === code) continue;
      fs.writeFileSync(file, renamedCode);
      // What the gateway would serve compressed instead is stale now.
      fs.rmSync(`${file}.gz`, { force: true });
      fs.rmSync(`${file}.br`, { force: true });
    }
  }
}

test.beforeAll(() => {
  copyRelease(release);
  renameHeading(copyRelease(renamed));
});

test.afterAll(() => fs.rmSync(registryFile, { force: true }));

test('re-pointing the registry at a new build of one remote takes effect on the next page load', async ({
  page,
}) => {
  const base = `http://localhost:${DEPLOY_PORT}`;
  const contentRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('mf-content')) contentRequests.push(pathname);
  });

  writeRegistry(registryFile, `/releases/${release}/mf-manifest.json`);
  await registryNames(page, base, `/releases/${release}/mf-manifest.json`);
  await page.goto(`${base}/404`); // mf-content's not-found page: needs no booking-api (this gateway has none)
  await expect(page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' })).toBeVisible();
  expect(contentRequests.some((p) => p.startsWith(`/releases/${release}/`))).toBe(true);
  expect(contentRequests.some((p) => p.startsWith('/remotes/mf-content/'))).toBe(false);

  contentRequests.length = 0;
  writeRegistry(registryFile, '/remotes/mf-content/mf-manifest.json');
  await registryNames(page, base, '/remotes/mf-content/mf-manifest.json');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' })).toBeVisible();
  expect(contentRequests.some((p) => p.startsWith('/remotes/mf-content/'))).toBe(true);
  expect(contentRequests.some((p) => p.startsWith('/releases/'))).toBe(false);
});

test('a new server build reaches the next server HTML through the registry, and a rollback takes it back', async ({
  page,
  request,
}) => {
  const base = `http://localhost:${DEPLOY_PORT}`;
  /** The artists' page as the server draws it: whether it drew it, and its heading. */
  const serverPage = async () => {
    const res = await request.get(`${base}/artist-register`);
    return `${res.headers()['x-rahi-render']} ${/<h1[^>]*>([^<]*)</.exec(await res.text())?.[1]}`;
  };
  const entry = `/releases/${renamed}/mf-manifest.json`;
  writeRegistry(registryFile, entry, `/releases/${renamed}/${SERVER_CONTAINER}`);
  await registryNames(page, base, entry);
  await expect.poll(serverPage, { timeout: 10_000 }).toBe(`server ${NEW_HEADING}`);

  // The browser hydrates it with the same release's browser build: the same heading, and no mismatch.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${base}/artist-register`);
  // ./ArtistRegisterPage takes the server's data once it hydrates.
  await page.waitForFunction(() => !('__RAHI_CONTENT__' in window), undefined, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);

  // Rolled back: the registry names the remote's own folder again, and the next server HTML is the old build's.
  writeRegistry(
    registryFile,
    '/remotes/mf-content/mf-manifest.json',
    `/remotes/mf-content/${SERVER_CONTAINER}`,
  );
  await registryNames(page, base, '"/remotes/mf-content/mf-manifest.json"');
  await expect.poll(serverPage, { timeout: 10_000 }).toBe(`server ${HEADING}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
});
