// The start-up clean-up, once per browser (product §4), against a real service worker and a real
// Cache Storage entry: an earlier site's Workbox worker and its precache are removed, the page reloads once, and
// the clearWorkbox flag keeps it from happening again.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { STALE_DIR, STALE_PORT } from '../playwright.config';

const base = `http://localhost:${STALE_PORT}`;
// A folder of the gateway's releases stands for the earlier site: a page and its worker, in a scope of their own.
const oldSite = path.join(STALE_DIR, 'releases', 'e2e-old-site');
const WORKER = `// A Workbox-like worker: it precaches into a cache named as Workbox names its own.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open('workbox-precache-v2-e2e').then((cache) => cache.put('/old-page', new Response('old'))));
  self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
`;

test.beforeAll(() => {
  fs.mkdirSync(oldSite, { recursive: true });
  fs.writeFileSync(path.join(oldSite, 'sw.js'), WORKER);
  fs.writeFileSync(path.join(oldSite, 'index.html'), '<!doctype html><title>old site</title><p>old site</p>');
});

test.afterAll(() => fs.rmSync(oldSite, { recursive: true, force: true }));

/** What the browser holds for this origin: cache names, registered workers' scripts, the flag. */
const held = (page: Page) =>
  page.evaluate(async () => ({
    caches: (await caches.keys()).sort(),
    workers: (await navigator.serviceWorker.getRegistrations()).map(
      (registration) =>
        new URL(registration.active?.scriptURL ?? registration.installing?.scriptURL ?? '').pathname,
    ),
    flag: localStorage.getItem('clearWorkbox'),
  }));

test('removes an earlier Workbox worker and its caches once, with one reload, and never again', async ({
  page,
}) => {
  // The earlier site: its worker registered and active, its precache filled, and one cache of someone else.
  await page.goto(`${base}/releases/e2e-old-site/index.html`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/releases/e2e-old-site/sw.js', {
      scope: '/releases/e2e-old-site/',
    });
    await navigator.serviceWorker.ready;
    await (await caches.open('rahi-other')).put('/kept', new Response('kept'));
  });
  await expect.poll(async () => (await held(page)).caches).toEqual(['rahi-other', 'workbox-precache-v2-e2e']);
  expect((await held(page)).workers).toEqual(['/releases/e2e-old-site/sw.js']);

  const loads = { count: 0 };
  page.on('load', () => {
    loads.count++;
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${base}/reserve-status`);

  // The clean-up ran and reloaded the page once.
  await expect.poll(() => loads.count).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await held(page)).toEqual({ caches: ['rahi-other'], workers: [], flag: 'true' });
  expect(warnings.filter((text) => text.includes('[stale-build] reloading'))).toHaveLength(1);

  // Once per browser: a worker registered later is left alone and the page is not reloaded.
  await page.goto(`${base}/releases/e2e-old-site/index.html`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/releases/e2e-old-site/sw.js', {
      scope: '/releases/e2e-old-site/',
    });
    await navigator.serviceWorker.ready;
  });
  loads.count = 0;
  await page.goto(`${base}/reserve-status`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads.count).toBe(1);
  expect((await held(page)).workers).toEqual(['/releases/e2e-old-site/sw.js']);
});
