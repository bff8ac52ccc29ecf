// npm run lighthouse -- <base URL>: Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) on the
// three pages with targets in docs/performance.md: the home page, Mashhad's city page and a hotel page, and on
// the reserve-and-pay pages (the reservation page with a real draft, the sandbox bank, success and
// failure; lighthouse-payment-pages.mjs makes what they need, and needs RAHI_DEV_ROUTES=1 on the gateway) and
// the voucher page (a paid booking), the profile's pages (logged in, in the same prepared browser),
// mf-content's forms and two of their success pages, the login page and the back office's sign-in, the error
// screen and the bank's return refused,
// each run RUNS times (3 by default), printing the median of each figure. Load averages are printed beside the
// figures because this machine is shared and the simulation's CPU time scales with what else runs, and so is
// Lighthouse's benchmarkIndex (its measure of the machine's speed): scores compare only between like machines.
// Needs a running gateway at the base URL and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
// Options (environment): RUNS=3, PAGES=home,city,imam,hotel,guide,tips,article,cms,routes,atlas,railway,mehrabad,contact,
// questionnaire,questionnaire-success,artist,artist-success,airport,login,backoffice-sign-in,error,payment-return,reservation,bank,success,failure,voucher,reserve-status,review,profile,profile-edit,reserves,tickets,
// transactions,passengers (all by default), KEEP_JSON=<folder>.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { hotelSlug, openPaymentBrowser, PAYMENT_PAGES, PROFILE_PAGES } from './lighthouse-payment-pages.mjs';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const { executablePath } = require('../chromium.js');

// What every page is held to (docs/performance.md): score 95 or more, LCP 2 s or less, CLS 0.01 or less.
const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.01 };
const HOTEL_ID = 3;

/** The public forms and the pages two of them end on, the login page and the back office's sign-in. */
const FORMS_AND_LOGIN = {
  contact: '/contact-us',
  questionnaire: '/questionnaire',
  'questionnaire-success': '/questionnaire-sucess',
  artist: '/artist-register',
  'artist-success': '/artist-register-success',
  airport: '/airport-registration',
  login: '/auth/login',
  'backoffice-sign-in': '/backoffice/sign-in',
};
const FORM_AND_LOGIN_PAGES = Object.keys(FORMS_AND_LOGIN);

/** The error screen's own address, and the bank's return with an authority booking-api does not know. */
const ERROR_SCREENS = {
  error: '/error',
  'payment-return': `/payment-status?Authority=S${'0'.repeat(35)}&Status=OK`,
};

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const runs = Number(process.env.RUNS ?? 3);
const wanted = (
  process.env.PAGES ??
  [
    'home',
    'city',
    'imam',
    'hotel',
    'guide',
    'tips',
    'article',
    'cms',
    'routes',
    'atlas',
    'railway',
    'mehrabad',
    ...FORM_AND_LOGIN_PAGES,
    ...Object.keys(ERROR_SCREENS),
    ...PAYMENT_PAGES,
    ...PROFILE_PAGES,
  ].join(',')
).split(',');

/** 'YYYY-MM-DD' ten days ahead (never in the past in Tehran). */
const checkin = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

async function pages() {
  const stay = `checkin=${checkin}&nights=2`;
  const all = {
    home: '/',
    city: `/city/1/hotels-mashhad?${stay}`,
    imam: `/imam-hotels?${stay}`,
    hotel: `/hotel/${HOTEL_ID}/${encodeURIComponent(await hotelSlug(base, HOTEL_ID))}?${stay}`,
    guide: '/guide',
    tips: '/travel-tips',
    article: '/travel-tips/mashhad-pilgrimage-first-trip',
    cms: '/help/payment/failed-payment',
    routes: '/popular-routes',
    atlas: '/country-road-atlas',
    railway: '/railway-map',
    mehrabad: '/mehrabad-map',
    ...FORMS_AND_LOGIN,
    ...ERROR_SCREENS,
  };
  return Object.entries(all).filter(([name]) => wanted.includes(name));
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice at
 * most. `browser`: the prepared payment browser to attach to instead of launching a fresh Chromium.
 */
async function lighthouse(url, outputPath, browser, attempts = 3) {
  try {
    await browser?.clearCache();
    return await lighthouseOnce(url, outputPath, browser);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.log(
      `  (run failed, trying again: ${
        String(error.stderr ?? error)
          .trim()
          .split('\n')[0]
      })`,
    );
    return lighthouse(url, outputPath, browser, attempts - 1);
  }
}

async function lighthouseOnce(url, outputPath, browser) {
  const cli = require.resolve('lighthouse/cli/index.js', {
    paths: [path.resolve(import.meta.dirname, '../../e2e')],
  });
  const chrome = browser
    ? [`--port=${browser.port}`, '--disable-storage-reset']
    : [`--chrome-path=${executablePath}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  await run(
    process.execPath,
    [
      cli,
      url,
      ...chrome,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(outputPath, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bootup: audit('bootup-time'),
    lcpElement: findNode(report.audits['lcp-breakdown-insight']?.details)?.snippet,
    // Lighthouse's own measure of how fast this machine ran a fixed piece of JavaScript (higher is faster): the
    // simulation scales the CPU time it observes, so scores compare only between runs of like benchmarkIndex.
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** The first DOM node an audit's details name (Lighthouse 13 names the LCP element in its lcp-breakdown insight). */
function findNode(value) {
  if (!value || typeof value !== 'object') return undefined;
  if (value.type === 'node') return value;
  for (const child of Object.values(value)) {
    const node = findNode(child);
    if (node) return node;
  }
  return undefined;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () => os.loadavg()[0].toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const folder = process.env.KEEP_JSON ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-lighthouse-'));
  fs.mkdirSync(folder, { recursive: true });
  console.log(`Lighthouse mobile on ${base}, ${runs} run(s) a page, cores: ${os.cpus().length}`);
  const summary = [];
  const benchmarkIndex = [];
  const measure = async (name, pathname, browser) => {
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      const before = load();
      const file = path.join(folder, `${name}-${index + 1}.json`);
      const result = await lighthouse(`${base}${pathname}`, file, browser);
      results.push(result);
      benchmarkIndex.push(result.benchmarkIndex);
      console.log(
        `  ${name} #${index + 1}: ${result.performance}, LCP ${seconds(result.lcp)}, TBT ${Math.round(result.tbt)} ms,` +
          ` CLS ${result.cls.toFixed(3)} (load ${before} → ${load()}, benchmarkIndex ${Math.round(result.benchmarkIndex)})`,
      );
    }
    const figures = Object.fromEntries(
      ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'bootup'].map((key) => [
        key,
        median(results.map((r) => r[key])),
      ]),
    );
    summary.push({ name, pathname, ...figures, lcpElement: results.at(-1)?.lcpElement });
  };
  for (const [name, pathname] of await pages()) await measure(name, pathname);
  const paymentPages = [...PAYMENT_PAGES, ...PROFILE_PAGES].filter((name) => wanted.includes(name));
  if (paymentPages.length > 0) {
    const browser = await openPaymentBrowser(base);
    try {
      const stay = { hotelId: HOTEL_ID, checkin, nights: 2 };
      for (const name of paymentPages) await measure(name, await browser.pathOf(name, stay), browser);
    } finally {
      await browser.close();
    }
  }
  console.log(
    `\nMedians of ${runs} (load average now ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; benchmarkIndex median ${Math.round(median(benchmarkIndex))}):`,
  );
  for (const page of summary) {
    const marks = [
      page.performance >= TARGETS.performance ? '' : ' (performance < 95)',
      page.lcp <= TARGETS.lcpMs ? '' : ' (LCP > 2.0 s)',
      page.cls <= TARGETS.cls ? '' : ' (CLS > 0.01)',
    ].join('');
    console.log(
      `${page.name.padEnd(11)} ${String(page.performance).padStart(3)}  FCP ${seconds(page.fcp)}  LCP ${seconds(page.lcp)}` +
        `  TBT ${Math.round(page.tbt)} ms  CLS ${page.cls.toFixed(3)}  JS boot-up ${seconds(page.bootup)}${marks}`,
    );
    console.log(`            ${page.pathname}\n            LCP element: ${page.lcpElement ?? 'n/a'}`);
  }
  console.log(`\nReports: ${folder}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
