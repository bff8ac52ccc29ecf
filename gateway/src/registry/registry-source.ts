// Where /mf-registry.json comes from: MF_REGISTRY (JSON text), else the registry file, else every
// remote served from this gateway. The file is read again when its modification time changes, so
// editing it re-points travellers to another build with nothing restarted.
import fs from 'node:fs';
import { defaultRegistry, parseRegistry, type RemoteRegistry } from '@rahi/shared-contracts';

export interface RegistrySource {
  current(): RemoteRegistry;
}

export function createRegistrySource(options: { file: string; json?: string | undefined }): RegistrySource {
  const fixed = options.json ? parseRegistry(JSON.parse(options.json)) : undefined;
  let cached: { mtimeMs: number; registry: RemoteRegistry } | undefined;
  let brokenMtimeMs: number | undefined;

  const fromFile = (): RemoteRegistry | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(options.file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs === mtimeMs) return cached.registry;
    if (brokenMtimeMs === mtimeMs) return cached?.registry;
    try {
      const registry = parseRegistry(JSON.parse(fs.readFileSync(options.file, 'utf8')));
      cached = { mtimeMs, registry };
      return registry;
    } catch (error) {
      // A half-written or broken file must not take the site down: keep serving the last good one.
      brokenMtimeMs = mtimeMs;
      console.error(`[registry] ${options.file} is not a valid registry; keeping the previous one`, error);
      return cached?.registry;
    }
  };

  const fallback = defaultRegistry();
  return { current: () => fixed ?? fromFile() ?? fallback };
}
