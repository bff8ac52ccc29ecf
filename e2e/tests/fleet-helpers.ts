// A throwaway PostgreSQL and gateways of the journey's own on it, for fleet-release.spec.ts: Debian's postgresql in a
// temporary folder (trust on 127.0.0.1, run as the postgres user when we are root), as reliability/cluster.mjs
// starts one; Playwright cannot load that suite's ES modules, so the few steps are here.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

const ROOT = path.join(__dirname, '..', '..');
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBin() {
  const versions = fs.existsSync(PG_ROOT)
    ? fs.readdirSync(PG_ROOT).sort((a, b) => Number(a) - Number(b))
    : [];
  const bin = versions.length ? path.join(PG_ROOT, versions.at(-1) as string, 'bin') : undefined;
  return bin && fs.existsSync(path.join(bin, 'initdb')) ? bin : undefined;
}

const asRoot = process.getuid?.() === 0;
const quoted = (args: string[]) => args.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
const asPostgres = (tool: string, args: string[]) =>
  asRoot
    ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', quoted([tool, ...args])], { encoding: 'utf8' })
    : execFileSync(tool, args, { encoding: 'utf8' });

/**
 * Starts a cluster on `port` with the database `rahi`; `psql(sql)` answers rows as `a|b` lines. Keep `port` below
 * Linux's ephemeral range (32768-60999): a port that one of the suite's own client connections holds at that moment
 * cannot be listened on (CI once failed so on 54342).
 */
export function startPostgres(port: number) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-fleet-pg.'));
  if (asRoot) execFileSync('chown', ['postgres', data]);
  asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`;
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    `${data}/server.log`,
    '-w',
    '-o',
    options,
    'start',
  ]);
  const psql = (sql: string, database = 'rahi') =>
    execFileSync(
      path.join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-AtXqc', sql],
      { encoding: 'utf8' },
    ).trim();
  psql('create database rahi', 'postgres');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/rahi`,
    psql,
    stop() {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      } catch {}
      fs.rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Starts `node gateway/dist/server.js` on `port` with `env`; resolves once /healthz answers 200. */
export async function startGateway(port: number, env: Record<string, string>) {
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'gateway', 'dist', 'server.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the gateway on ${port} exited:\n${log}`);
    const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    log: () => log,
    stop() {
      if (child.exitCode !== null || child.signalCode) return Promise.resolve();
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      return gone.finally(() => clearTimeout(force));
    },
  };
}

/** After a failed test, attaches each gateway's last log lines to its report (call it in afterEach). */
export async function attachFleetLogs(fleet: readonly { log(): string }[]) {
  const testInfo = test.info();
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [index, instance] of fleet.entries())
    await testInfo.attach(`gateway-${index}.log`, { body: instance.log(), contentType: 'text/plain' });
}
