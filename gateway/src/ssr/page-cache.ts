// Pages drawn for nobody, kept for a few seconds (docs/adr/0040-pages-for-visitors-kept-for-seconds.md). A page that
// is not personal, drawn for a visitor without a login token, is the same HTML for every such visitor of the same
// address on the same day with the same header payload (the headerFooter cookie: the only cookie such a page reads),
// so the next ones within SSR_PAGE_CACHE_MS (5000; 0 keeps nothing) get it without a render: its finished bytes,
// compressed once per encoding. A write through this gateway (any request but GET and HEAD, except a proxied read)
// forgets every page, and a render that was under way when it came is not kept: after a booking or a price changed
// in the back office, the next page is drawn afresh. An entry also names the registry and the shell's HTML it was
// drawn with; a remote's new build draws anew.
import type { NonSharedBuffer } from 'node:buffer';
import { metricsRegistry } from '@rahi/booking-api/observability';
import { LRUCache } from 'lru-cache';
import { Counter } from 'prom-client';
import { type Encoding, encode } from '../compression';

/** A page as it was answered, kept: the whole HTML (the session verdict for nobody in it) and how it was answered. */
export interface KeptPage {
  html: string;
  status: number;
  render: string;
  /** The CSP hash sources of the page's inline scripts, allowed again on each response that serves it. */
  scriptHashes: string[];
  /** The registry object the page was drawn under (registry-source.ts hands out a new one when it changes). */
  registry: object;
  /** The shell's HTML with its start-up chunks, the page was written into. */
  indexHtml: string;
  /** The header/footer cookie's value it was drawn with for a visitor who sent none, set again on each answer. */
  headerFooterCookie?: string;
}

/** A kept page and its body in an encoding (undefined: none), encoded the first time it is asked for. */
export interface TakenPage extends KeptPage {
  body(encoding: Encoding | undefined): NonSharedBuffer;
}

export interface PageCache {
  /** Taken before a render and handed to keep(): a page drawn while something was written is not kept. */
  generation(): number;
  /** The page kept for `key` under this registry and shell, or undefined. */
  take(key: string, registry: object, indexHtml: string): TakenPage | undefined;
  keep(key: string, page: KeptPage, generation: number): void;
  /** Something was written: every kept page goes. */
  forget(): void;
}

/** Pages for visitors without a token, by where they came from: 'kept' (this cache) or 'drawn'. */
const pageCacheLookups = new Counter({
  name: 'rahi_page_cache_lookups_total',
  help: 'Server-rendered pages for visitors without a login token, by result (kept: served from the cache; drawn).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});
for (const result of ['kept', 'drawn']) pageCacheLookups.inc({ result }, 0);

type Entry = TakenPage & { utf8: NonSharedBuffer };

function entryOf(page: KeptPage): Entry {
  const bodies = new Map<Encoding, NonSharedBuffer>();
  const utf8 = Buffer.from(page.html);
  return {
    ...page,
    utf8,
    body(encoding) {
      if (!encoding) return utf8;
      let body = bodies.get(encoding);
      if (!body) {
        body = encode(utf8, encoding);
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

export function createPageCache(options: {
  ttlMs: number;
  /** The most kept, counting each page's HTML and its encoded bodies; 32 MiB by default. */
  maxBytes?: number;
}): PageCache {
  let generation = 0;
  const pages =
    options.ttlMs > 0
      ? new LRUCache<string, Entry>({
          ttl: options.ttlMs,
          maxSize: options.maxBytes ?? 32 * 1024 * 1024,
          // The HTML in UTF-16 and in UTF-8, and about as much again for its compressed bodies.
          sizeCalculation: (page) => Math.max(1, page.html.length * 2 + page.utf8.byteLength * 2),
        })
      : undefined;
  return {
    generation: () => generation,
    take(key, registry, indexHtml) {
      if (!pages) return undefined;
      const page = pages.get(key);
      const current = page?.registry === registry && page.indexHtml === indexHtml ? page : undefined;
      pageCacheLookups.inc({ result: current ? 'kept' : 'drawn' });
      return current;
    },
    keep(key, page, drawnAt) {
      if (pages && drawnAt === generation) pages.set(key, entryOf(page));
    },
    forget() {
      generation += 1;
      pages?.clear();
    },
  };
}
