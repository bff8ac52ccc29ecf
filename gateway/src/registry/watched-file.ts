// A file a deploy rewrites under the running gateway (the registry, a build's federation-chunks.json, the shell's
// index.html): read again only when its modification time changes, that time looked at no more than every
// `recheckMs`. A version that does not parse is logged once and the last good value is kept: a half-written file
// must not take the site down. A missing file gives undefined.
import fs from 'node:fs';
import { logger } from '@rahi/booking-api/observability';

export interface WatchedFileOptions<T> {
  /** The value of the file's text; throws when the text is not a valid one. */
  parse: (text: string) => T;
  /** What follows the file's name in the log when a version does not parse. */
  whenBroken: string;
  /** How long a value stands before the file's modification time is looked at again (default 500 ms). */
  recheckMs?: number | undefined;
  now?: (() => number) | undefined;
}

/**
 * `() → the file's current value`.
 * @example const registry = watchedFile('/srv/registry.json', { parse: JSON.parse, whenBroken: 'is not JSON' });
 */
export function watchedFile<T>(file: string, options: WatchedFileOptions<T>): () => T | undefined {
  const recheckMs = options.recheckMs ?? 500;
  const now = options.now ?? Date.now;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let version: number | undefined;
  let value: T | undefined;
  return () => {
    const at = now();
    if (at - checkedAt < recheckMs) return value;
    checkedAt = at;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      version = undefined;
      value = undefined;
      return undefined;
    }
    if (mtimeMs === version) return value;
    version = mtimeMs;
    try {
      value = options.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      logger.error({ err: error }, `${file} ${options.whenBroken}`);
    }
    return value;
  };
}
