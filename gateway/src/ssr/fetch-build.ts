// Reads a server build's manifest and code from where the registry points: from disk for a path this gateway
// serves, or over http(s) with a timeout and a size cap. Downloaded builds are kept in the cache folder under
// their sha256, checked against the manifest, so a restart does not download them again and a tampered or
// truncated download is never run.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildLocation } from './locations';

export interface FetchLimits {
  downloadTimeoutMs: number;
  maxBytes: number;
}

/** The body of an http(s) answer, refused when it is not 200, too large or too slow. */
async function download(url: URL, limits: FetchLimits): Promise<Buffer> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(limits.downloadTimeoutMs),
    redirect: 'follow',
  });
  if (response.status !== 200) throw new Error(`${url.href} answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limits.maxBytes)
    throw new Error(`${url.href} is ${declared} bytes, over ${limits.maxBytes}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > limits.maxBytes) throw new Error(`${url.href} is over ${limits.maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The bytes at a location: a file read from disk, or a download. */
export async function readLocation(location: BuildLocation, limits: FetchLimits): Promise<Buffer> {
  if (location.kind === 'url') return download(location.url, limits);
  const { size } = await fs.promises.stat(location.file);
  if (size > limits.maxBytes) throw new Error(`${location.file} is ${size} bytes, over ${limits.maxBytes}`);
  return fs.promises.readFile(location.file);
}

export const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export interface BuildCode {
  code: string;
  /** The file the code is run as (stack traces name it): on disk, or in the cache folder. */
  filename: string;
}

/**
 * A server build's code, checked against the manifest's sha256 (when the manifest gives one).
 * Downloads go through `cacheDir/<sha256>.js`, written under a temporary name and renamed into place.
 */
export async function readBuildCode(
  location: BuildLocation,
  sha256: string | undefined,
  limits: FetchLimits & { cacheDir: string },
): Promise<BuildCode> {
  const cached = location.kind === 'url' && sha256 ? path.join(limits.cacheDir, `${sha256}.js`) : undefined;
  if (cached && fs.existsSync(cached)) {
    const bytes = await fs.promises.readFile(cached);
    if (sha256Hex(bytes) === sha256) return { code: bytes.toString('utf8'), filename: cached };
  }
  const bytes = await readLocation(location, limits);
  const actual = sha256Hex(bytes);
  if (sha256 && actual !== sha256) {
    throw new Error(`${location.href} has sha256 ${actual}, the manifest says ${sha256}`);
  }
  if (location.kind === 'file') return { code: bytes.toString('utf8'), filename: location.file };
  const filename = cached ?? path.join(limits.cacheDir, `${actual}.js`);
  await fs.promises.mkdir(limits.cacheDir, { recursive: true });
  const temporary = `${filename}.${process.pid}.${Date.now()}.tmp`;
  await fs.promises.writeFile(temporary, bytes);
  await fs.promises.rename(temporary, filename);
  return { code: bytes.toString('utf8'), filename };
}
