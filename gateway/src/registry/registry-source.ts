// Where /mf-registry.json comes from: MF_REGISTRY (JSON text), else the registry file, else every
// remote served from this gateway. The file is read again when its modification time changes, so
// editing it re-points travellers to another build with nothing restarted. The file's modification time is
// looked at no more than every `recheckMs` (500 ms by default): every response's CSP asks for the registry, and a
// stat per request was a measurable share of the proxy's time under load.
import { defaultRegistry, parseRegistry, type RemoteRegistry } from '@rahi/shared-contracts';
import { watchedFile } from './watched-file';

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
  const fromFile = watchedFile(options.file, {
    parse: (text) => parseRegistry(JSON.parse(text)),
    whenBroken: 'is not a valid registry; keeping the previous one',
    recheckMs: options.recheckMs,
    now: options.now,
  });
  const fallback = defaultRegistry();
  return { current: () => fixed ?? fromFile() ?? fallback };
}
