// End-to-end tests of the composed app, served by the real gateway, in Debian's Chromium.
// Playwright starts three gateways itself: the main one, one whose registry deploy-one-remote re-points, and one
// whose registry stale-build re-points under an open tab (workbox-cleanup serves its test worker there too).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { headlessShellLaunchOptions, launchOptions } from '@rahi/tooling/chromium';

export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const DEPLOY_PORT = PORT + 1;
export const DEPLOY_DIR = path.join(__dirname, '.tmp', `deploy-${PORT}`);
export const STALE_PORT = PORT + 2;
export const STALE_DIR = path.join(__dirname, '.tmp', `stale-${PORT}`);

const gateway = path.join(__dirname, '..', 'gateway', 'dist', 'server.js');

export default defineConfig({
  testDir: './tests',
  // A guard against a test that hangs, not a speed check (speed is measured by benchmarks): a journey of three or
  // four page loads took 26-30 s with three browsers on a loaded 2-core CI machine, and a slower one timed out.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three browsers at once on CI's two cores: the journeys wait on the network and timers as much as on the CPU
  // (203 tests: 9.1 min with three, 11.2 min with two, on the 2-core build machine).
  workers: 3,
  // No retry, in CI either: a test that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  // The accessibility table first: the list reporter's summary (each failure's error) then ends the output,
  // where a CI log cut to its last lines still shows it.
  reporter: [['./a11y-table-reporter.ts'], ['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    locale: 'fa-IR',
  },
  // Chromium's headless shell, except for the journeys tagged @notifications (web push): the shell always denies
  // notifications (tooling/chromium.js).
  projects: [
    {
      name: 'headless-shell',
      grepInvert: /@notifications/,
      use: { launchOptions: headlessShellLaunchOptions },
    },
    { name: 'chromium', grep: /@notifications/, use: { launchOptions } },
  ],
  webServer: [
    {
      command: `node ${gateway}`,
      url: `http://localhost:${PORT}/healthz`,
      env: {
        PORT: String(PORT),
        MF_REGISTRY_FILE: path.join(__dirname, '.tmp', 'no-registry.json'),
        PGLITE_DATA_DIR: path.join(__dirname, '.tmp', `pglite-main-${PORT}`),
        // Every journey logs in from 127.0.0.1 into a database kept between runs: the hourly send limit per
        // address would refuse the sixth run of the hour. The limit itself is covered by booking-api's tests.
        OTP_SENDS_PER_ADDRESS_PER_HOUR: '10000',
        // The same for missed booking lookups (wrong reserve id / mobile pairs); covered by booking-api's tests.
        BOOKING_LOOKUPS_PER_HOUR: '10000',
        // The same for the public forms; their limits are covered by booking-api's tests.
        FORMS_PER_ADDRESS_PER_HOUR: '10000',
        // The login journeys read their codes from the SMS outbox (GET /dev/sms-outbox through the proxy).
        RAHI_DEV_ROUTES: '1',
        // A travel tip published by a journey is in the next /sitemap.xml (5 minutes later in production).
        SITEMAP_CACHE_MS: '0',
        // web-push posts only over HTTPS: the web-push journey's local push service has a certificate made for tests.
        NODE_EXTRA_CA_CERTS: path.join(
          __dirname,
          '..',
          'booking-api',
          'src',
          'testing',
          'fake-push-tls',
          'cert.pem',
        ),
        // Server renders get more time than in production (1 s, 3 s): on a busy shared machine a hotel page's
        // render took 1.3 s and the tests about the server's HTML met the plain shell instead.
        SSR_RENDER_TIMEOUT_MS: '8000',
        SSR_DATA_TIMEOUT_MS: '10000',
        // Map tiles from a host that does not exist: nothing downloads; city-map.spec serves them from fixtures.
        MAP_TILE_URL: 'https://tiles.rahi.test/{z}/{x}/{y}.png',
      },
      // The first start seeds an empty database.
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: `node ${gateway}`,
      url: `http://localhost:${DEPLOY_PORT}/healthz`,
      env: {
        PORT: String(DEPLOY_PORT),
        MF_REGISTRY_FILE: path.join(DEPLOY_DIR, 'mf-registry.json'),
        RELEASES_DIR: path.join(DEPLOY_DIR, 'releases'),
        // This gateway only serves builds; no booking-api answers behind it (its header shows built-in links).
        UPSTREAM_API_URL: 'http://127.0.0.1:9',
      },
      reuseExistingServer: false,
    },
    {
      command: `node ${gateway}`,
      url: `http://localhost:${STALE_PORT}/healthz`,
      env: {
        PORT: String(STALE_PORT),
        MF_REGISTRY_FILE: path.join(STALE_DIR, 'mf-registry.json'),
        RELEASES_DIR: path.join(STALE_DIR, 'releases'),
        MF_PREVIOUS_BUILDS_DIR: path.join(STALE_DIR, 'kept'),
        UPSTREAM_API_URL: 'http://127.0.0.1:9',
      },
      reuseExistingServer: false,
    },
  ],
});
