// The federation registry of a fleet on PostgreSQL: which build of each remote every gateway serves. Written by
// `npm run release` / `npm run rollback` (tooling/scripts/release-remote.mjs), read by each gateway, which LISTENs
// on the `remote_registry` channel for changes. booking-api only migrates these tables. Re-exported by schema.ts.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One release of one remote: a build copied to the release store under a name never used again. */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    /** The registry's name of the remote (`mf_hotel`). */
    remote: text('remote').notNull(),
    /** `mf-hotel/20261128-1650-a1b2c3d-k3x9`: the folder in the release store, unique for ever. */
    name: text('name').notNull().unique(),
    /** The build's mf-manifest.json, as the registry names it (`/releases/<name>/mf-manifest.json` or a URL). */
    entry: text('entry').notNull(),
    /** Its server container's remoteEntry.js, for remotes rendered on the server. */
    ssr: text('ssr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who released it (git user.name <user.email>, else $USER). */
    createdBy: text('created_by').notNull(),
  },
  (table) => [index('remote_releases_remote_idx').on(table.remote, table.id)],
);

/** The registry: for each remote, the release every gateway serves now. A remote not here is served from /remotes/. */
export const remoteRegistry = pgTable('remote_registry', {
  remote: text('remote').primaryKey(),
  releaseId: integer('release_id')
    .notNull()
    .references(() => remoteReleases.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** Every change of the registry, with who made it and when: the audit of releases and rollbacks. */
export const remoteRegistryChanges = pgTable(
  'remote_registry_changes',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    /** 'release' or 'rollback'. */
    action: text('action').$type<'release' | 'rollback'>().notNull(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => remoteReleases.id),
    /** The release the registry named before; null for a remote's first release. */
    previousReleaseId: integer('previous_release_id').references(() => remoteReleases.id),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('remote_registry_changes_remote_idx').on(table.remote, table.id)],
);
