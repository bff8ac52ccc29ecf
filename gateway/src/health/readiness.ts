// The gateway's readiness checks (health/index.ts): booking-api's database, the registry and the shell's build.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRegistry } from '@rahi/shared-contracts';
import { callUpstream } from '../proxy/call-upstream';
import type { Upstream } from '../upstream';
import type { ReadinessCheck } from '.';

/** booking-api's /readyz answers 200 within two seconds: its database answers. */
export const bookingApiReady =
  (upstream: Upstream): ReadinessCheck =>
  async () => {
    const outcome = await callUpstream(upstream, { method: 'GET', path: '/readyz', headers: {} }, 2000);
    return outcome.ok && outcome.response.status === 200;
  };

/** The registry can be read and names at least one remote. */
export const registryLoaded =
  (registry: { current(): RemoteRegistry }): ReadinessCheck =>
  () =>
    Object.keys(registry.current().remotes).length > 0;

/** The shell's build is on disk (its index.html), so pages can be served. */
export const shellBuilt =
  (shellDist: string): ReadinessCheck =>
  () =>
    fs.existsSync(path.join(shellDist, 'index.html'));
