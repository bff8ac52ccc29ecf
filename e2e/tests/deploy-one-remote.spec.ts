// Deploying one remote alone: copy its build next to the running gateway, point the registry at
// it, and the next page load uses it. Nothing is rebuilt or restarted.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEPLOY_DIR, DEPLOY_PORT } from '../playwright.config';
import { registryNames, writeRegistry } from './deploy-helpers';

const registryFile = path.join(DEPLOY_DIR, 'mf-registry.json');
const release = 'mf-content/e2e-build-2';

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
