// Test helpers for the image path: a small hotel-like SVG drawing and a booking-api that serves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Upstream, UpstreamRequest, UpstreamResponse } from '../upstream';

/** An 800×533 drawing like booking-api's photos: sky, a building, a road. */
export const photoSvg = (sign = '#b5443a') =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 533" width="800" height="533">' +
  '<rect width="800" height="533" fill="#7fb7e6"/><rect y="440" width="800" height="93" fill="#5b5b5f"/>' +
  `<rect x="160" y="160" width="380" height="280" fill="#dcb48c"/><rect x="270" y="110" width="140" height="34" fill="${sign}"/>` +
  '<circle cx="120" cy="70" r="30" fill="#fff3c4"/></svg>';

export interface FakeMedia extends Upstream {
  calls: UpstreamRequest[];
  /** Files by path (SVG text, or a WebP's bytes); anything else answers 404. */
  files: Map<string, string | Buffer>;
}

/** booking-api's media route, in memory: SVG text or WebP bytes with booking-api's headers. */
export function fakeMedia(files: Record<string, string | Buffer> = {}): FakeMedia {
  const media: FakeMedia = {
    calls: [],
    files: new Map(Object.entries(files)),
    async fetch(request): Promise<UpstreamResponse> {
      media.calls.push(request);
      const file = media.files.get(request.path);
      if (file === undefined)
        return { status: 404, headers: { 'content-type': 'text/plain' }, body: '404 Not Found' };
      const bytes = Buffer.from(file);
      return {
        status: 200,
        headers: {
          'content-type': typeof file === 'string' ? 'image/svg+xml; charset=utf-8' : 'image/webp',
          'cache-control': 'public, max-age=86400',
        },
        body: request.responseType === 'bytes' ? '' : bytes.toString('utf8'),
        ...(request.responseType === 'bytes' && { bytes: new Uint8Array(bytes) }),
      };
    },
  };
  return media;
}

const folders: string[] = [];

/** A fresh empty folder under the system's temporary folder; removeTemporaryFolders() deletes them all. */
export function temporaryFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-images-'));
  folders.push(folder);
  return folder;
}

export function removeTemporaryFolders() {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}
