// Gateway instances for the reliability suite: `node gateway/dist/server.js`, each with booking-api in its worker
// thread on the same PostgreSQL database, the /dev routes on, a short sweep period and one shared code secret (a
// code sent by one instance is checked by the other). Each keeps its log, can be killed with SIGKILL and started
// again on its port.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Settings every instance shares (the suite's own, beside the documented defaults). */
export const SHARED_ENV = {
  RAHI_DEV_ROUTES: '1',
  BOOKING_SWEEP_SECONDS: '1',
  AUTH_CODE_SECRET: 'reliability-suite-shared-code-secret',
  // The suite plays many clients from one machine: each names its address in X-Forwarded-For, the gateway
  // appends the socket's, and booking-api takes the one before it.
  AUTH_TRUSTED_PROXY_HOPS: '2',
  UPSTREAM_TIMEOUT_MS: '5000',
  IMAGE_CACHE_DIR: path.join(os.tmpdir(), 'rahi-reliability-images'),
};

/** Resolves once GET /healthz answers 200, or rejects after `ms`. */
export async function waitHealthy(base, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not become healthy in ${ms} ms`);
}

/**
 * One gateway on `port`; start() spawns it, kill() sends SIGKILL, stop() SIGTERM. `extraEnv` (empty unless a part
 * sets it, and that part empties it again) is added to `env` at the next start.
 */
export function gatewayInstance(name, port, env) {
  const base = `http://127.0.0.1:${port}`;
  const instance = {
    name,
    port,
    base,
    log: '',
    child: undefined,
    extraEnv: {},
    async start() {
      const child = spawn(process.execPath, [path.join(ROOT, 'gateway', 'dist', 'server.js')], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...SHARED_ENV,
          ...env,
          ...instance.extraEnv,
          PORT: String(port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      instance.child = child;
      const keep = (chunk) => {
        instance.log += chunk.toString();
        if (instance.log.length > 4_000_000) instance.log = instance.log.slice(-2_000_000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const exited = new Promise((_, reject) =>
        child.once('exit', (code) =>
          reject(new Error(`${name} exited (${code}) while starting:\n${instance.log.slice(-2000)}`)),
        ),
      );
      exited.catch(() => {});
      await Promise.race([waitHealthy(base), exited]);
    },
    /** kill -9, and resolves when the process is gone. */
    kill() {
      const child = instance.child;
      if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return gone;
    },
    stop() {
      const child = instance.child;
      if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      return gone.finally(() => clearTimeout(force));
    },
    /** Resident memory of the process in MiB (Linux /proc), or NaN. */
    async rssMiB() {
      const { readFile } = await import('node:fs/promises');
      try {
        const status = await readFile(`/proc/${instance.child.pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
        return kb / 1024;
      } catch {
        return Number.NaN;
      }
    },
    /** How many sweep lines the log has, and their sums. */
    sweeps() {
      let expired = 0;
      let settled = 0;
      for (const match of instance.log.matchAll(
        /sweep: (?:\d+ holds warned, )?(\d+) holds expired, (\d+) payments settled/g,
      )) {
        expired += Number(match[1]);
        settled += Number(match[2]);
      }
      return { expired, settled };
    },
  };
  return instance;
}
