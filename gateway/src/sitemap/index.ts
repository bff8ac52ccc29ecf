// GET /sitemap.xml (every city, hotel, CMS page and article, from booking-api's /sitemap-entries, with lastmod;
// a sitemap index over /sitemaps/N.xml above 50,000 addresses) and GET /robots.txt pointing to it. The list is
// kept for a few minutes: crawlers ask often, and it changes when content does.

import { logger } from '@rahi/booking-api/observability';
import { sitemapEntriesSchema } from '@rahi/shared-contracts/api';
import { Hono } from 'hono';
import { callUpstream } from '../proxy/call-upstream';
import type { Upstream } from '../upstream';
import {
  MAX_URLS_PER_SITEMAP,
  type SitemapUrl,
  sitemapIndexXml,
  sitemapUrls,
  splitSitemap,
  urlsetXml,
} from './sitemap-xml';

const CACHE_MS = 5 * 60_000;

export interface SitemapOptions {
  upstream: Upstream;
  timeoutMs: number;
  /** PUBLIC_ORIGIN; unset, the request's origin. */
  publicOrigin: string | undefined;
  /** Addresses per sitemap file (50,000; smaller in tests). */
  maxUrls?: number;
  /** How long the addresses are kept (SITEMAP_CACHE_MS, 5 min). */
  cacheMs?: number;
}

export function sitemapRoutes({
  upstream,
  timeoutMs,
  publicOrigin,
  maxUrls = MAX_URLS_PER_SITEMAP,
  cacheMs = CACHE_MS,
}: SitemapOptions) {
  let cached: { at: number; parts: SitemapUrl[][] } | undefined;

  async function parts(): Promise<SitemapUrl[][] | undefined> {
    if (cached && Date.now() - cached.at < cacheMs) return cached.parts;
    const outcome = await callUpstream(
      upstream,
      { method: 'GET', path: '/sitemap-entries', headers: {} },
      timeoutMs,
    );
    if (!outcome.ok || outcome.response.status !== 200) {
      logger.error(
        { answer: outcome.ok ? outcome.response.status : outcome.reason },
        '[sitemap] booking-api did not give the sitemap entries',
      );
      return cached?.parts;
    }
    const parsed = sitemapEntriesSchema.safeParse(
      (JSON.parse(outcome.response.body) as { data?: unknown }).data,
    );
    if (!parsed.success) {
      logger.error(
        { issues: parsed.error.issues.slice(0, 3) },
        '[sitemap] unexpected /sitemap-entries answer',
      );
      return cached?.parts;
    }
    cached = { at: Date.now(), parts: splitSitemap(sitemapUrls(parsed.data), maxUrls) };
    return cached.parts;
  }

  const originOf = (url: string) => publicOrigin ?? new URL(url).origin;
  const xml = (body: string) =>
    new Response(body, {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    });

  return new Hono()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(
        `User-agent: *\nDisallow: /profile\nDisallow: /reservation\nDisallow: /voucher\nDisallow: /handle-api\nAllow: /\n\nSitemap: ${originOf(c.req.url)}/sitemap.xml\n`,
      );
    })
    .get('/sitemap.xml', async (c) => {
      const all = await parts();
      if (!all) return c.text('The sitemap is not available right now.', 503);
      const origin = originOf(c.req.url);
      return xml(all.length <= 1 ? urlsetXml(origin, all[0] ?? []) : sitemapIndexXml(origin, all));
    })
    .get('/sitemaps/:file{[1-9][0-9]{0,3}\\.xml}', async (c) => {
      const all = await parts();
      if (!all) return c.text('The sitemap is not available right now.', 503);
      const part = all[Number(c.req.param('file').replace('.xml', '')) - 1];
      if (!part || all.length <= 1) return c.text('Not Found', 404);
      return xml(urlsetXml(originOf(c.req.url), part));
    });
}
