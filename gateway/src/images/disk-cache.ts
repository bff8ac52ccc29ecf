// The drawn pictures on disk, so each is encoded once per gateway, not once per request. Files are written
// under a temporary name and renamed into place (a reader never sees half a file), and the folder is held
// under a byte cap by removing the least recently used files first. The index of files lives in memory; on
// start it is rebuilt from the folder, oldest modification first.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface DiskCache {
  /** The file's bytes, or undefined when it is not cached. Marks it as just used. */
  read(name: string): Promise<Buffer | undefined>;
  /** Stores the file, then removes the least recently used ones while the folder is over the cap. */
  write(name: string, bytes: Buffer): Promise<void>;
  /** Bytes held now (after the folder has been read). */
  bytes(): Promise<number>;
}

export interface DiskCacheOptions {
  dir: string;
  maxBytes: number;
}

const TEMP_PREFIX = '.tmp-';

async function readIndex(dir: string): Promise<Map<string, number>> {
  await fs.mkdir(dir, { recursive: true });
  const files: { name: string; size: number; mtimeMs: number }[] = [];
  for (const name of await fs.readdir(dir)) {
    const file = path.join(dir, name);
    if (name.startsWith(TEMP_PREFIX)) {
      await fs.rm(file, { force: true });
      continue;
    }
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile()) files.push({ name, size: stat.size, mtimeMs: stat.mtimeMs });
  }
  files.sort((a, b) => a.mtimeMs - b.mtimeMs);
  return new Map(files.map(({ name, size }) => [name, size]));
}

/**
 * A cache folder holding at most `maxBytes` (the newest file is always kept, even alone over the cap).
 * @example const cache = openDiskCache({ dir: '.data/image-cache', maxBytes: 256 * 1024 * 1024 });
 */
export function openDiskCache({ dir, maxBytes }: DiskCacheOptions): DiskCache {
  // Insertion order is use order: the first entry is the least recently used. Read on first use, so a
  // gateway that never draws a picture never touches the folder.
  let ready: Promise<Map<string, number>> | undefined;
  let total: number | undefined;
  const index = async () => {
    ready ??= readIndex(dir);
    const files = await ready;
    total ??= [...files.values()].reduce((sum, size) => sum + size, 0);
    return files;
  };

  const evict = async (files: Map<string, number>) => {
    for (const [name, size] of files) {
      if ((total as number) <= maxBytes || files.size <= 1) break;
      files.delete(name);
      total = (total as number) - size;
      await fs.rm(path.join(dir, name), { force: true });
    }
  };

  return {
    async read(name) {
      const files = await index();
      const size = files.get(name);
      if (size === undefined) return undefined;
      try {
        const bytes = await fs.readFile(path.join(dir, name));
        files.delete(name);
        files.set(name, size);
        return bytes;
      } catch {
        // Removed behind our back: forget it.
        files.delete(name);
        total = (total as number) - size;
        return undefined;
      }
    },
    async write(name, bytes) {
      const files = await index();
      const temp = path.join(dir, `${TEMP_PREFIX}${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, path.join(dir, name));
      total = (total as number) - (files.get(name) ?? 0) + bytes.byteLength;
      files.delete(name);
      files.set(name, bytes.byteLength);
      await evict(files);
    },
    async bytes() {
      await index();
      return total as number;
    },
  };
}
