// Where /mf-registry.json comes from: MF_REGISTRY (JSON text), else the registry file, else every
// remote served from this gateway. The file is read again when its modification time changes, so
// editing it re-points travellers to another build with nothing restarted. The file's modification time is
// looked at no more than every `recheckMs` (500 ms by default): every response's CSP asks for the registry, and a
// stat per request was a measurable share of the proxy's time under load.
import fs from 'node:fs';
import { logger } from '@rahi/booking-api/observability';
import { defaultRegistry, parseRegistry, type RemoteRegistry } from '@rahi/shared-contracts';

export interface RegistrySource {
  current(): RemoteRegistry;
}

export interface RegistrySourceOptions {
  file: string;
  json?: string | undefined;
  /** How long an answer from the file stands before its modification time is checked again (default 500 ms). */
  recheckMs?: number;
  now?: () => number;
}

export function createRegistrySource(options: RegistrySourceOptions): RegistrySource {
  const fixed = options.json ? parseRegistry(JSON.parse(options.json)) : undefined;
  const recheckMs = options.recheckMs ?? 500;
  const now = options.now ?? Date.now;
  let cached: { mtimeMs: number; registry: RemoteRegistry } | undefined;
  let brokenMtimeMs: number | undefined;
  let lastAnswer: { atMs: number; registry: RemoteRegistry | undefined } | undefined;

  const fromFileThrottled = (): RemoteRegistry | undefined => {
    const atMs = now();
    if (lastAnswer && atMs - lastAnswer.atMs < recheckMs) return lastAnswer.registry;
    lastAnswer = { atMs, registry: fromFile() };
    return lastAnswer.registry;
  };

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
      logger.error(
        { err: error },
        `[registry] ${options.file} is not a valid registry; keeping the previous one`,
      );
      return cached?.registry;
    }
  };

  const fallback = defaultRegistry();
  return { current: () => fixed ?? fromFileThrottled() ?? fallback };
}
