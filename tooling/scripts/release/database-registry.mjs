// The registry of a fleet (DATABASE_URL): the remote_registry tables booking-api migrates (migration
// 0021_remote_registry). A release or rollback changes them in one transaction, records who and when in
// remote_registry_changes, and notifies `remote_registry`, so every gateway LISTENing reads the new registry at once.
import pg from 'pg';

async function inTransaction(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('begin');
    // One change of the registry at a time, across every machine releasing.
    await client.query("select pg_advisory_xact_lock(hashtext('remote_registry'))");
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    if (error.code === '42P01')
      throw new Error('the registry tables are missing: start a gateway on this database once (it migrates)');
    throw error;
  } finally {
    await client.end();
  }
}

async function point(client, { remote, releaseId, action, actor }) {
  const current = await client.query('select release_id from remote_registry where remote = $1', [remote]);
  const previousId = current.rows[0]?.release_id ?? null;
  await client.query(
    `insert into remote_registry (remote, release_id, updated_by) values ($1, $2, $3)
     on conflict (remote) do update set release_id = excluded.release_id, updated_by = excluded.updated_by,
       updated_at = now()`,
    [remote, releaseId, actor],
  );
  await client.query(
    `insert into remote_registry_changes (remote, action, release_id, previous_release_id, actor)
     values ($1, $2, $3, $4, $5)`,
    [remote, action, releaseId, previousId, actor],
  );
  await client.query("select pg_notify('remote_registry', $1)", [remote]);
  const names = await client.query('select id, name from remote_releases where id = any($1)', [
    [releaseId, previousId].filter((id) => id !== null),
  ]);
  const nameOf = (id) => names.rows.find((row) => row.id === id)?.name ?? null;
  return { remote, action, actor, name: nameOf(releaseId), previous: nameOf(previousId) };
}

/** Records a new release ({ name, entry, ssr? }) of `remote` and points the registry at it. */
export function releaseInDatabase(url, { remote, release, actor }) {
  return inTransaction(url, async (client) => {
    const inserted = await client.query(
      `insert into remote_releases (remote, name, entry, ssr, created_by) values ($1, $2, $3, $4, $5) returning id`,
      [remote, release.name, release.entry, release.ssr ?? null, actor],
    );
    return point(client, { remote, releaseId: inserted.rows[0].id, action: 'release', actor });
  });
}

/** Points `remote` back at the release made before the one the registry names now. */
export function rollbackInDatabase(url, { remote, actor }) {
  return inTransaction(url, async (client) => {
    const current = await client.query('select release_id from remote_registry where remote = $1', [remote]);
    const currentId = current.rows[0]?.release_id;
    const before = await client.query(
      'select id from remote_releases where remote = $1 and id < $2 order by id desc limit 1',
      [remote, currentId ?? 0],
    );
    if (!before.rows[0]) throw new Error(`${remote} has no release before its current one to roll back to`);
    return point(client, { remote, releaseId: before.rows[0].id, action: 'rollback', actor });
  });
}
