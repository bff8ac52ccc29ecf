import { expect, test } from '@playwright/test';

// The shell's index.html names the chunks every page loads before its first render (tooling/webpack/boot-chunks.js),
// and the gateway adds the chunks of the route's page and of the shared modules it needs (gateway/src/pages/
// startup-chunks.ts), so the federation runtime creates no <script> but main.js's and the remote entry's. Webpack removes the scripts it
// creates once they have loaded, so the test records every script as it is appended.
for (const path of ['/', '/railway-map', '/city/1/hotels-mashhad']) {
  test(`${path}: every chunk loaded at start-up came from the HTML, the runtime appended only main.js and the remote's entry`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { addedScripts: string[] }).addedScripts = added;
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function appendChild<T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement) added.push(node.src);
        return append.call(this, node) as T;
      };
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const listed = [...html.matchAll(/<script defer src="?\/(static\/js\/[^" >]+\.js)/g)];
    expect(listed.length).toBeGreaterThan(10);

    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const added = await page.evaluate(() => (window as unknown as { addedScripts: string[] }).addedScripts);
    const appended = added.map((src) => new URL(src).pathname);
    // main.js (started by paint-first.js after the first paint) and the remote's entry: everything else came from
    // the HTML (the shell writes the gateway's tags out absolute, so the runtime's preload recognises them).
    expect(appended).toEqual([
      expect.stringMatching(/^\/main\.js/),
      expect.stringMatching(/^\/remotes\/[^/]+\/remoteEntry\.js$/),
    ]);
  });
}
