import { expect, test } from '@playwright/test';

// The shell's index.html names the chunks every page loads before its first render (tooling/webpack/boot-chunks.js),
// so the federation runtime never has to create a <script> for them. Webpack removes the scripts it creates once
// they have loaded, so the test records every script as it is appended: a shell chunk appended before the page's
// remote is asked for (its remoteEntry.js) means the list in the HTML is missing something. Shell chunks appended
// after that are shared modules only the remote uses.
for (const path of ['/', '/railway-map']) {
  test(`${path}: every shell chunk loaded at start-up came from the HTML, none was added by the runtime`, async ({
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
    const remoteAsked = added.findIndex((src) => src.includes('/remotes/'));
    expect(remoteAsked).toBeGreaterThan(0); // main.js (started by paint-first.js) comes first
    const beforeRemote = added.slice(0, remoteAsked).map((src) => new URL(src).pathname);
    expect(beforeRemote.filter((pathname) => pathname.startsWith('/static/js/'))).toEqual([]);
  });
}
