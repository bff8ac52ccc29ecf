// A throwaway PostgreSQL cluster for benchmarks: BENCH_DATABASE_URL when set, else one started from
// /usr/lib/postgresql/*/bin in a temporary folder (as tooling/scripts/test-booking-api-on-postgres.sh does for the
// tests), listening on 127.0.0.1 only, fsync off. Undefined when neither is there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @param {{ port?: number, own?: boolean }} [options] `port`: where the cluster listens (else a random one from
 *   25000); `own`: always start a cluster of our own, even with BENCH_DATABASE_URL set.
 * @returns {{ url: string, stop(): void, pause(): void, resume(): void } | undefined} `stop` removes the cluster;
 *   `pause` and `resume` stop and start its server, keeping the data (a no-op on BENCH_DATABASE_URL).
 */
export function startPostgres({ port = 25000 + Math.floor(Math.random() * 1000), own = false } = {}) {
  if (process.env.BENCH_DATABASE_URL && !own)
    return { url: process.env.BENCH_DATABASE_URL, stop() {}, pause() {}, resume() {} };
  const base = '/usr/lib/postgresql';
  const version = fs.existsSync(base) ? fs.readdirSync(base).sort().at(-1) : undefined;
  const bin = version ? path.join(base, version, 'bin') : undefined;
  if (!bin || !fs.existsSync(path.join(bin, 'initdb'))) return undefined;
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-bench-pg-'));
  const root = process.getuid?.() === 0;
  const run = (command) =>
    root
      ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command])
      : execFileSync('bash', ['-c', command]);
  if (root) execFileSync('chown', ['postgres', data]);
  run(`'${bin}/initdb' -D '${data}' -A trust -U postgres --no-sync -E UTF8 >/dev/null`);
  const resume = () =>
    run(
      `'${bin}/pg_ctl' -D '${data}' -l '${data}/log' -w -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null`,
    );
  const pause = () => run(`'${bin}/pg_ctl' -D '${data}' -m fast -w stop >/dev/null`);
  resume();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause,
    resume,
    stop() {
      try {
        pause();
      } finally {
        fs.rmSync(data, { recursive: true, force: true });
      }
    },
  };
}
