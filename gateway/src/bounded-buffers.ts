// A map of buffers bounded by count and by total bytes, the oldest entries leaving first. The compression
// middleware keeps compressed bodies in one, /_startup.js its joined chunks (assets/startup-bundle.ts).

/** A bounded map from key to bytes. */
export function boundedBuffers(maxEntries: number, maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get: (key: string): Buffer | undefined => entries.get(key),
    set(key: string, value: Buffer): void {
      const old = entries.get(key);
      if (old) {
        entries.delete(key);
        bytes -= old.byteLength;
      }
      entries.set(key, value);
      bytes += value.byteLength;
      for (const [oldKey, oldValue] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= oldValue.byteLength;
      }
    },
  };
}
