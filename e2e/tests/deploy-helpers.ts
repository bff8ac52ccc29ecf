// Deploying mf-content under a running gateway, as docs/deploying-a-remote.md says: the registry written then
// renamed over the old file, and a wait until the gateway serves it.
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * Writes a registry naming every remote's own folder on the gateway, with mf_content at `contentEntry` (and its
 * server build at `contentSsr` when one is given).
 */
export function writeRegistry(registryFile: string, contentEntry: string, contentSsr?: string) {
  const remotes = Object.fromEntries(
    ['mf_search', 'mf_hotel', 'mf_reservation', 'mf_profile'].map((name) => [
      name,
      { entry: `/remotes/${name.replace('_', '-')}/mf-manifest.json` },
    ]),
  );
  const registry = {
    remotes: {
      ...remotes,
      mf_content: { entry: contentEntry, ...(contentSsr && { ssr: contentSsr }), version: 'e2e' },
    },
  };
  // Write then rename, as a deploy script should, so the gateway never reads half a file.
  fs.writeFileSync(`${registryFile}.next`, JSON.stringify(registry));
  fs.renameSync(`${registryFile}.next`, registryFile);
}

/** The gateway re-reads the registry file at most every 500 ms: wait until it serves the new entry, as a deploy would. */
export async function registryNames(page: Page, base: string, entry: string) {
  await expect
    .poll(async () => (await page.request.get(`${base}/mf-registry.json`)).text(), { timeout: 5000 })
    .toContain(entry);
}
