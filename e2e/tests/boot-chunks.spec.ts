import { type APIRequestContext, expect, test } from '@playwright/test';

// The chunks a page needs at start-up are named in its HTML: the shell's in <meta name="rahi-chunks"> (from its
// build, tooling/webpack/startup-report.js), the page's and its siblings' in <meta name="rahi-page-chunks">
// (added by the gateway, gateway/src/pages/startup-chunks.ts). The shell's paint-first.js asks for them after the
// first paint as a few /_startup.js scripts (gateway/src/assets/startup-bundle.ts), marked data-startup, before
// main.js, so the federation runtime creates no <script> of its own but the remote's entry: a remote consuming a
// shared module the shell does not provide would fail here. Webpack removes the scripts it creates once they have
// loaded, so the test records every script as it is appended.
/** Hotel 3's page for a stay ten days ahead, with its real slug (the page loads mf-search's search box too). */
async function hotelPath(request: APIRequestContext): Promise<string> {
  const response = await request.post('/handle-api', {
    data: { endPoint: '/hotels/3', options: { method: 'GET' } },
  });
  const { slug } = (await response.json()).data as { slug: string };
  const checkin = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return `/hotel/3/${encodeURIComponent(slug)}?checkin=${checkin}&nights=2`;
}

for (const name of ['/', '/railway-map', '/city/1/hotels-mashhad', 'hotel page']) {
  test(`${name}: the runtime appends no chunk of its own at start-up, only the remotes' entries`, async ({
    page,
  }) => {
    const path = name === 'hotel page' ? await hotelPath(page.request) : name;
    await page.addInitScript(() => {
      const added: { src: string; startup: boolean }[] = [];
      (window as unknown as { addedScripts: typeof added }).addedScripts = added;
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function appendChild<T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement)
          added.push({ src: node.src, startup: node.hasAttribute('data-startup') });
        return append.call(this, node) as T;
      };
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<meta name="?rahi-chunks"? content="?\/static\/js\//);

    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const addedScripts = () =>
      page.evaluate(
        () => (window as unknown as { addedScripts: { src: string; startup: boolean }[] }).addedScripts,
      );
    // The heading is the server's: the page has started once its remotes' entries are asked for (the hotel
    // page's and mf-search's, for the search box it draws). A slow machine can be quiet on the network for
    // longer than networkidle's half second before that, so wait for the entries themselves, then for quiet.
    await expect
      .poll(
        async () => (await addedScripts()).filter((script) => script.src.endsWith('/remoteEntry.js')).length,
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(name === 'hotel page' ? 2 : 1);
    await page.waitForLoadState('networkidle');
    const added = await addedScripts();
    const startup = added.filter((script) => script.startup);
    // Every chunk the HTML names, asked for in a few scripts of up to 20 chunks each.
    const named = [...html.matchAll(/<meta name="?rahi-(?:page-)?chunks"? content="([^"]*)"/g)].flatMap(
      (meta) => (meta[1] ?? '').split(' ').filter(Boolean),
    );
    const asked = startup.flatMap((script) => {
      const url = new URL(script.src);
      expect(url.pathname).toBe('/_startup.js');
      return (url.searchParams.get('files') ?? '').split(',');
    });
    expect(named.length).toBeGreaterThan(10);
    expect(new Set(asked)).toEqual(new Set(named));
    expect(startup.length).toBe(Math.ceil(asked.length / 20));
    // Before main.js: everything the page needs is already asked for when the shell starts.
    const mainAt = added.findIndex((script) => new URL(script.src).pathname === '/main.js');
    expect(added.slice(0, mainAt).every((script) => script.startup)).toBe(true);
    // A `deferred-` chunk is the page's own, asked for after it has started (the city map beside the list, once
    // in view: tooling/webpack/startup-report.js).
    expect(
      added
        .slice(mainAt + 1)
        .filter((script) => !script.startup)
        .map((script) => new URL(script.src).pathname)
        .filter((path) => !/\/deferred-[^/]*\.js$/.test(path))
        .sort(), // the runtime asks for a page's remotes together: either may come first
    ).toEqual(
      // The hotel page's own remote and mf-search, whose search box it shows.
      name === 'hotel page'
        ? ['/remotes/mf-hotel/remoteEntry.js', '/remotes/mf-search/remoteEntry.js']
        : [expect.stringMatching(/^\/remotes\/[^/]+\/remoteEntry\.js$/)],
    );
  });
}

test('a start-up script that fails leaves the chunks to the runtime: the page still starts and works', async ({
  page,
}) => {
  let failed = 0;
  await page.route(
    (url) => url.pathname === '/_startup.js',
    (route) => {
      failed++;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
    },
  );
  await page.goto('/city/1/hotels-mashhad');
  // Hydrated: the city page's code forgets the server's data once it has taken it over.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('مشهد');
  await page.waitForFunction(() => !('__RAHI_CITY__' in window));
  expect(failed).toBeGreaterThan(0);
  expect(await page.locator('script[data-startup]').count()).toBe(0);
  // Nothing is left on the list of installed chunks the runtime's preload skips (startup-chunks-plugin.ts).
  expect(
    await page.evaluate(() => (window as { __RAHI_STARTUP_CHUNKS__?: string[] }).__RAHI_STARTUP_CHUNKS__),
  ).toEqual([]);
});

// V8's explicit compile hint (docs/adr/0024): the scripts a page runs whole at start-up (main.js, each remote's
// entry and the joined start-up chunks) open with it, so their functions compile off the main thread.
test('the scripts every page runs whole at start-up carry V8’s compile hint on their first line', async ({
  request,
}) => {
  const hint = '//# allFunctionsCalledOnLoad';
  const html = await (await request.get('/')).text();
  const main = html.match(/data-main="?([^"\s>]+)/)?.[1];
  expect(main).toBeTruthy();
  const chunks = (html.match(/<meta name="?rahi-chunks"? content="([^"]*)"/)?.[1] ?? '')
    .split(' ')
    .slice(0, 3);
  const paths = [
    main as string,
    ...['mf-search', 'mf-hotel', 'mf-reservation', 'mf-profile', 'mf-content'].map(
      (remote) => `/remotes/${remote}/remoteEntry.js`,
    ),
    `/_startup.js?files=${chunks.join(',')}`,
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect((await response.text()).split('\n')[0], path).toBe(hint);
  }
  // A chunk loaded later, on demand, does not: only what runs at start-up is compiled eagerly.
  const chunk = await request.get(chunks[0] as string);
  expect((await chunk.text()).startsWith(hint)).toBe(false);
});
