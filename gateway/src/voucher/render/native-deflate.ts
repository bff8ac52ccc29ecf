// pdf-lib compresses every stream it writes (page contents, font subsets, their cmaps) with pako, zlib written in
// JavaScript: about a fifth of a voucher's CPU time (profiled). The streams are plain zlib either way, so the
// render thread hands pdf-lib Node's native zlib instead, on the pako module object pdf-lib calls through.
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';

interface Pako {
  deflate(data: Uint8Array): Uint8Array;
}

let done = false;

/** Makes pdf-lib's deflate native, once per thread. */
export function installNativeDeflate(): void {
  if (done) return;
  const pako = createRequire(require.resolve('pdf-lib'))('pako') as Pako;
  pako.deflate = (data) => deflateSync(data);
  done = true;
}
