// A throwaway PostgreSQL cluster for the reliability suite, as tooling/scripts/test-booking-api-on-postgres.sh
// starts one: Debian's postgresql, a temporary data folder, trust on 127.0.0.1, removed at the end. It can be
// restarted (the fault part) and asked how many connections are open (the soak part).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const binDir = () => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? path.join(root, versions.at(-1), 'bin') : '';
  if (!bin || !fs.existsSync(path.join(bin, 'initdb')))
    throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return bin;
};

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the postgres user (when we are root) and returns its output. */
function asPostgres(bin, args) {
  const command = asRoot ? 'su' : bin;
  const argv = asRoot ? ['postgres', '-s', '/bin/bash', '-c', quoted([bin, ...args])] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

const run = promisify(execFile);
const quoted = (args) => args.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');

/** The same, without blocking the event loop (traffic goes on while the server stops and starts). */
const asPostgresLater = (bin, args) =>
  asRoot ? run('su', ['postgres', '-s', '/bin/bash', '-c', quoted([bin, ...args])]) : run(bin, args);

/** Starts a cluster on `port` and creates the database `rahi`; `stop()` removes it. */
export function startCluster(port) {
  const bin = binDir();
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-reliability-pg.'));
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
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (...args) =>
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-l', `${data}/server.log`, ...args]);
  ctl('-w', '-o', options, 'start');
  const psql = (sql, database = 'postgres') =>
    execFileSync(
      path.join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-AtXqc', sql],
      {
        encoding: 'utf8',
      },
    ).trim();
  psql('create database rahi');
  psql('create database rahi_walk');
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  return {
    version,
    url: (database = 'rahi') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** One SQL statement on the rahi database; its rows as text, one a line, columns split by |. */
    psql: (sql) => psql(sql, 'rahi'),
    /** Stops the server at once (open connections are cut), without blocking. */
    kill: () => asPostgresLater(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']),
    /** Starts it again and resolves once it answers. */
    revive: () =>
      asPostgresLater(path.join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        `${data}/server.log`,
        '-w',
        '-o',
        options,
        'start',
      ]),
    connections: () => Number(psql("select count(*) from pg_stat_activity where datname = 'rahi'")),
    stop: () => {
      try {
        ctl('-m', 'fast', 'stop');
      } catch {}
      fs.rmSync(data, { recursive: true, force: true });
    },
  };
}
