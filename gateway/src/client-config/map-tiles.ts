import { logger } from '@rahi/booking-api/observability';
// Where the hotels' map takes its tiles from: MAP_TILE_URL (a tile URL template, {z}/{x}/{y} and optionally {s}),
// OpenStreetMap's own tiles by default, with the attribution their licence asks for (MAP_TILE_ATTRIBUTION, HTML,
// for another provider such as Neshan or Map.ir). A relative template is served by this gateway.

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

/** The map's tiles from the two variables; a template that is neither http(s) nor a path is refused with a log. */
export function mapTilesFrom(tileUrl: string | undefined, attribution: string | undefined): MapTiles {
  const url = tileUrl?.trim();
  if (!url) return { tileUrl: DEFAULT_MAP_TILE_URL, attribution: attribution?.trim() || OSM_ATTRIBUTION };
  if (!url.startsWith('/') && !/^https?:\/\//.test(url)) {
    logger.error(
      `[client-config] MAP_TILE_URL is not an http(s) address or a path: ${url}; OpenStreetMap's is used`,
    );
    return { tileUrl: DEFAULT_MAP_TILE_URL, attribution: OSM_ATTRIBUTION };
  }
  return { tileUrl: url, attribution: attribution?.trim() ?? '' };
}

/**
 * The Content-Security-Policy source the tiles come from, or null when this origin serves them.
 * @example mapTileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png') // → 'https://*.tile.example.org'
 */
export function mapTileSource(tileUrl: string): string | null {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl);
  return match?.[1] ? match[1].replace(/\{s\}/g, '*') : null;
}
