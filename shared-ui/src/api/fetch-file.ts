// The gateway's own file routes (product §7: POST /api/voucher-pdf { url } answers a PDF), not the /handle-api proxy:
// the body goes as JSON, a success is the file, a refusal is booking-api's envelope read as product §8 says. No
// toasts: a page decides (a failed PDF is only logged, product §8).
import { readEnvelope } from '@rahi/shared-contracts';
import type { ApiFailure } from './handle-api';

export type FileResult = { ok: true; blob: Blob } | ({ ok: false } & ApiFailure);

/**
 * Never throws but for an abort.
 * @example const result = await postForFile('/api/voucher-pdf', { url }); if (result.ok) saveFile(result.blob, 'voucher-1234.pdf');
 */
export async function postForFile(path: string, body: unknown, signal?: AbortSignal): Promise<FileResult> {
  let status = 0;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    status = response.status;
    if (response.ok) return { ok: true, blob: await response.blob() };
    const envelope = (await response.json().catch(() => undefined)) as { meta?: unknown } | undefined;
    const reading = readEnvelope(envelope?.meta as Parameters<typeof readEnvelope>[0]);
    return { ok: false, status, errors: reading.toasts.map((toast) => toast.message) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status, errors: [String(error)] };
  }
}

/** Hands a file to the browser's downloads under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
