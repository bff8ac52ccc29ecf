// Which registry a starting gateway serves: with DATABASE_URL (and no fixed MF_REGISTRY), the fleet's registry in
// PostgreSQL, followed with LISTEN/NOTIFY (database-registry.ts); otherwise undefined, and the app reads the
// registry file as on a single machine with embedded PGlite.
import type { GatewayConfig } from '../config';
import { type DatabaseRegistry, pgRegistryConnection, startDatabaseRegistry } from './database-registry';

export async function startFleetRegistry(
  config: Pick<GatewayConfig, 'databaseUrl' | 'registryJson'>,
): Promise<DatabaseRegistry | undefined> {
  const url = config.databaseUrl;
  if (!url || config.registryJson) return undefined;
  return startDatabaseRegistry({ connect: () => pgRegistryConnection(url) });
}
