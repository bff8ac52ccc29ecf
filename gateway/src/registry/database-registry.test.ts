import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { defaultRegistry } from '@rahi/shared-contracts';
import { type RegistryConnection, registryFromRows, startDatabaseRegistry } from './database-registry';

const migration = fs.readFileSync(
  path.join(__dirname, '..', '..', '..', 'booking-api', 'drizzle', '0021_remote_registry.sql'),
  'utf8',
);

/** PGlite as the registry's connection; `lose()` plays a dropped connection. */
function pgliteConnection(db: PGlite) {
  let lost: ((error: Error) => void) | undefined;
  const unlisten: (() => Promise<void>)[] = [];
  const connection: RegistryConnection & { lose(): void } = {
    query: (sql) => db.query(sql),
    async listen(channel, onNotify) {
      unlisten.push(await db.listen(channel, onNotify));
    },
    onLost: (onLost) => {
      lost = onLost;
    },
    close: async () => {
      await Promise.all(unlisten.splice(0).map((stop) => stop()));
    },
    lose: () => lost?.(new Error('gone')),
  };
  return connection;
}

async function release(db: PGlite, remote: string, name: string) {
  await db.exec(`begin;
    insert into remote_releases (remote, name, entry, ssr, created_by)
      values ('${remote}', '${name}', '/releases/${name}/mf-manifest.json', '/releases/${name}/server-container/remoteEntry.js', 'test');
    insert into remote_registry (remote, release_id, updated_by)
      values ('${remote}', (select id from remote_releases where name = '${name}'), 'test')
      on conflict (remote) do update set release_id = excluded.release_id;
    select pg_notify('remote_registry', '${remote}');
    commit;`);
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe('the registry in the database', () => {
  // One cluster for the file (initdb takes seconds); each test gets the migration's tables afresh.
  const db = new PGlite();
  beforeEach(async () => {
    await db.exec(`drop table if exists remote_registry_changes, remote_registry, remote_releases;
      ${migration.replaceAll('--> statement-breakpoint', '')}`);
  });
  afterAll(() => db.close());

  it('serves every remote from this gateway while the table is empty', async () => {
    const registry = await startDatabaseRegistry({ connect: async () => pgliteConnection(db) });
    expect(registry.current()).toEqual(defaultRegistry());
    await registry.close();
  });

  it('points a remote at its release as soon as the change is notified', async () => {
    const registry = await startDatabaseRegistry({ connect: async () => pgliteConnection(db) });
    await release(db, 'mf_hotel', 'mf-hotel/r1');
    expect(await waitFor(() => registry.current().remotes.mf_hotel?.version === 'mf-hotel/r1')).toBe(true);
    expect(registry.current().remotes.mf_hotel).toEqual({
      entry: '/releases/mf-hotel/r1/mf-manifest.json',
      ssr: '/releases/mf-hotel/r1/server-container/remoteEntry.js',
      version: 'mf-hotel/r1',
    });
    expect(registry.current().remotes.mf_search).toEqual(defaultRegistry().remotes.mf_search);
    await registry.close();
  });

  it('keeps the last registry while the database is away and reads the table again once back', async () => {
    const connections: ReturnType<typeof pgliteConnection>[] = [];
    let refuse = false;
    const registry = await startDatabaseRegistry({
      retryMs: 5,
      log: () => {},
      connect: async () => {
        if (refuse) throw new Error('refused');
        const connection = pgliteConnection(db);
        connections.push(connection);
        return connection;
      },
    });
    await release(db, 'mf_hotel', 'mf-hotel/r1');
    await waitFor(() => registry.current().remotes.mf_hotel?.version === 'mf-hotel/r1');
    refuse = true;
    connections[0]?.lose();
    // Changed while no connection listens: no notification reaches this gateway.
    await db.exec(`insert into remote_releases (remote, name, entry, created_by)
      values ('mf_hotel', 'mf-hotel/r2', '/releases/mf-hotel/r2/mf-manifest.json', 'test');
      update remote_registry set release_id = (select id from remote_releases where name = 'mf-hotel/r2');`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(registry.current().remotes.mf_hotel?.version).toBe('mf-hotel/r1');
    refuse = false;
    expect(await waitFor(() => registry.current().remotes.mf_hotel?.version === 'mf-hotel/r2')).toBe(true);
    expect(registry.current().remotes.mf_hotel?.ssr).toBeUndefined();
    await registry.close();
  });

  it('refuses to start when the registry cannot be read', async () => {
    await db.exec('drop table remote_registry');
    await expect(startDatabaseRegistry({ connect: async () => pgliteConnection(db) })).rejects.toThrow(
      /remote_registry/,
    );
  });
});

describe('registryFromRows', () => {
  it('leaves out a remote this gateway does not know', () => {
    const rows = [{ remote: 'mf_unknown', name: 'x', entry: '/x/mf-manifest.json', ssr: null }];
    expect(registryFromRows(rows)).toEqual(defaultRegistry());
  });
});
