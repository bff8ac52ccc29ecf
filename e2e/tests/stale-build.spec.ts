// Deploys under an open tab. A remote redeployed while a traveller's page is open: the registry
// moves to the new build and the old build's folder is deleted, yet the next page change still works (the gateway
// keeps the previous build), and once the hourly look has seen the new build, the next page change loads it; a
// rollback is the same move backwards. A chunk of the shell that no longer exists reloads the page once, and never
// twice within 10 s.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { STALE_DIR, STALE_PORT } from '../playwright.config';
import { registryNames, writeRegistry } from './deploy-helpers';

const base = `http://localhost:${STALE_PORT}`;
const registryFile = path.join(STALE_DIR, 'mf-registry.json');
const contentDist = path.join(__dirname, '..', '..', 'mf-content', 'dist');
const CONTACT_HEADING = 'تماس با ما';
/** What a CMS page (/about, /terms) says when booking-api cannot be reached, as on this gateway. */
const CMS_UNREACHABLE = 'این صفحه بارگیری نشد';
const REMOTE_CARD = 'این بخش در حال حاضر در دسترس نیست';

const releaseDir = (name: string) => path.join(STALE_DIR, 'releases', 'mf-content', name);
const entryOf = (name: string) => `/releases/mf-content/${name}/mf-manifest.json`;

/** Counts the main frame's loads (the first one and every reload). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count++;
  });
  return loads;
}

/**
 * A tab opened on /reserve-status (nothing of mf-content loaded yet) while the registry names release `current`;
 * `releases` are copied in first. Returns what the gateway answered for mf-content's releases, and the loads.
 */
async function openTab(page: Page, releases: string[], current: string) {
  for (const name of releases) fs.cpSync(contentDist, releaseDir(name), { recursive: true });
  writeRegistry(registryFile, entryOf(current));
  await registryNames(page, base, entryOf(current));
  const answers: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/releases/mf-content/'))
      answers.push({ path: pathname, status: response.status() });
  });
  const loads = countLoads(page);
  await page.goto(`${base}/reserve-status`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(answers).toEqual([]);
  return { answers, loads };
}

/** A deploy or a rollback: the registry moved to release `next`, then release `gone`'s folder deleted. */
async function moveRegistry(page: Page, next: string, gone: string) {
  writeRegistry(registryFile, entryOf(next));
  await registryNames(page, base, entryOf(next));
  fs.rmSync(releaseDir(gone), { recursive: true });
}

/**
 * The mf-content page a footer link opened shows `shown` (its heading, or the text of its alert), with no card:
 * every mf-content file came from release `name`. This gateway has no booking-api: the pages used are the contact
 * form, which asks it nothing, and two CMS pages (/about, /terms), which say they could not be loaded; both are
 * the catch-all's module, so the second page change asks the old build for nothing before it reloads.
 */
async function contentPageFrom(
  page: Page,
  answers: { path: string; status: number }[],
  name: string,
  shown: { heading: string } | { alert: string },
) {
  await expect(
    'heading' in shown
      ? page.getByRole('heading', { level: 1, name: shown.heading })
      : page.getByRole('alert').filter({ hasText: shown.alert }),
  ).toBeVisible();
  await expect(page.getByText(REMOTE_CARD)).toHaveCount(0);
  expect(answers.length).toBeGreaterThan(0);
  expect(
    answers.filter(({ path: p, status }) => !p.startsWith(`/releases/mf-content/${name}/`) || status !== 200),
  ).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test.afterAll(() => {
  fs.rmSync(registryFile, { force: true });
  fs.rmSync(path.join(STALE_DIR, 'releases', 'mf-content'), { recursive: true, force: true });
});

test('a remote redeployed under an open tab, its old build deleted: the next page change works, and the hourly look takes the new build at the following one', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const [b1, b2] = [`b1-${stamp}`, `b2-${stamp}`];
  await page.clock.install();
  const { answers, loads } = await openTab(page, [b1], b1);

  // The deploy: a new build of mf-content, the registry moved to it, the old build's folder deleted.
  fs.cpSync(contentDist, releaseDir(b2), { recursive: true });
  await moveRegistry(page, b2, b1);

  // The open tab still has b1 registered: its next page change loads b1's files, which the gateway kept.
  await page.getByRole('contentinfo').getByRole('link', { name: 'درباره ما' }).click();
  await expect(page).toHaveURL(`${base}/about`);
  await contentPageFrom(page, answers, b1, { alert: CMS_UNREACHABLE });
  expect(loads.count).toBe(1);

  // An hour on, the page has read the registry again: the next page change loads the page afresh, on b2.
  answers.length = 0;
  const polled = page.waitForResponse((response) => response.url().endsWith('/mf-registry.json'));
  await page.clock.fastForward('01:00:00');
  await polled;
  await page.getByRole('contentinfo').getByRole('link', { name: 'قوانین و مقررات' }).click();
  await expect.poll(() => loads.count).toBe(2);
  await expect(page).toHaveURL(`${base}/terms`);
  await contentPageFrom(page, answers, b2, { alert: CMS_UNREACHABLE });
});

test('the registry rolled back under an open tab, the bad release deleted: the tab still works on the build it started with', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const [good, bad] = [`good-${stamp}`, `bad-${stamp}`];
  const { answers, loads } = await openTab(page, [good, bad], bad);

  await moveRegistry(page, good, bad);

  await page.getByRole('contentinfo').getByRole('link', { name: 'تماس با ما' }).click();
  await contentPageFrom(page, answers, bad, { heading: CONTACT_HEADING });
  expect(loads.count).toBe(1);
});

test('a chunk of the shell that is gone reloads the page once, and a second failure within 10 s does not reload it again', async ({
  page,
}) => {
  // The shell's own chunks the first start asked for stay; any other (the check-reservation dialog's, asked for
  // on a click) answers 404, as after a deploy of another shell build.
  const booted = new Set<string>();
  let started = false;
  await page.route(/\/static\/js\/[^/]+\.js$/, (route) => {
    const { pathname } = new URL(route.request().url());
    if (!started) booted.add(pathname);
    if (started && !booted.has(pathname)) return route.fulfill({ status: 404, body: 'gone' });
    return route.continue();
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const loads = countLoads(page);
  await page.goto(`${base}/reserve-status`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  started = true;

  const openDialog = () => page.getByRole('banner').getByRole('button', { name: 'پیگیری رزرو' }).click();
  await openDialog();
  await expect.poll(() => loads.count).toBe(2);
  expect(warnings.some((text) => text.includes('[stale-build] reloading: a chunk could not be loaded'))).toBe(
    true,
  );

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openDialog();
  await expect
    .poll(() => warnings.some((text) => text.includes('[stale-build] not reloading again within 10000 ms')))
    .toBe(true);
  await page.waitForTimeout(2000);
  expect(loads.count).toBe(2);
});
