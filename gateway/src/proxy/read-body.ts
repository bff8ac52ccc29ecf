// The proxy's request body, read with a size cap: a Content-Length over the cap is refused before a byte is
// read, and a body without one (or with a false one) is cut off as soon as it passes the cap.

export type CappedBody = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'not-utf8' };

/**
 * Reads the request body as UTF-8 text, at most maxBytes of it.
 *
 * @example
 * const body = await readCappedText(c.req.raw, 64 * 1024);
 * if (!body.ok && body.reason === 'too-large') return c.json(…, 413);
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<CappedBody> {
  const declared = request.headers.get('content-length');
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes)
    return { ok: false, reason: 'too-large' };
  // With an honest Content-Length under the cap (Node's parser holds a body to its declared length), read it in
  // one go: @hono/node-server then takes it straight from the socket instead of through a web stream.
  if (declared && /^\d+$/.test(declared)) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    // Outside Node's parser (app.request(), other runtimes) a body can outrun its Content-Length.
    return bytes.byteLength > maxBytes ? { ok: false, reason: 'too-large' } : decodeUtf8(bytes);
  }
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }

  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decodeUtf8(bytes);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array): CappedBody {
  try {
    return { ok: true, text: utf8.decode(bytes) };
  } catch {
    return { ok: false, reason: 'not-utf8' };
  }
}
