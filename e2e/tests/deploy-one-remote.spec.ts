// Deploying one remote alone: copy its build next to the running gateway, point the registry at
// it, and the next page load uses it. Nothing is rebuilt or restarted.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEPLOY_DIR, DEPLOY_PORT } from '../playwright.config';

const registryFile = path.join(DEPLOY_DIR, 'mf-registry.json');
const release = 'mf-content/e2e-build-2';

function writeRegistry(contentEntry: string) {
  const remotes = Object.fromEntries(
    ['mf_search', 'mf_hotel', 'mf_reservation', 'mf_profile'].map((name) => [
      name,
      { entry: `/remotes/${name.replace('_', '-')}/mf-manifest.json` },
    ]),
  );
  const registry = { remotes: { ...remotes, mf_content: { entry: contentEntry, version: 'e2e' } } };
  // Write then rename, as a deploy script should, so the gateway never reads half a file.
  fs.writeFileSync(`${registryFile}.next`, JSON.stringify(registry));
  fs.renameSync(`${registryFile}.next`, registryFile);
}

/** The gateway re-reads the registry file at most every 500 ms: wait until it serves the new entry, as a deploy would. */
async function registryNames(page: Page, base: string, entry: string) {
  await expect
    .poll(async () => (await page.request.get(`${base}/mf-registry.json`)).text(), { timeout: 5000 })
    .toContain(entry);
}

test.beforeAll(() => {
  fs.rmSync(path.join(DEPLOY_DIR, 'releases', release), { recursive: true, force: true });
  fs.cpSync(
    path.join(__dirname, '..', '..', 'mf-content', 'dist'),
    path.join(DEPLOY_DIR, 'releases', release),
    {
      recursive: true,
    },
  );
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

  writeRegistry(`/releases/${release}/mf-manifest.json`);
  await registryNames(page, base, `/releases/${release}/mf-manifest.json`);
  await page.goto(`${base}/travel-tips`);
  await expect(page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' })).toBeVisible();
  expect(contentRequests.some((p) => p.startsWith(`/releases/${release}/`))).toBe(true);
  expect(contentRequests.some((p) => p.startsWith('/remotes/mf-content/'))).toBe(false);

  contentRequests.length = 0;
  writeRegistry('/remotes/mf-content/mf-manifest.json');
  await registryNames(page, base, '/remotes/mf-content/mf-manifest.json');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' })).toBeVisible();
  expect(contentRequests.some((p) => p.startsWith('/remotes/mf-content/'))).toBe(true);
  expect(contentRequests.some((p) => p.startsWith('/releases/'))).toBe(false);
});
