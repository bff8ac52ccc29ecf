// What the shell learns at run time rather than at build time: GET /app-config.json gives the reCAPTCHA v3 site
// key, the firebase web-push settings and the map's tiles (public values, all of them), so one build runs in every
// environment.
// Also serves the push service worker the shell's build puts at the root of its dist, and names the outside
// origins the Content-Security-Policy must allow, only for what is configured.
import fs from 'node:fs';
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import { Hono } from 'hono';
import type { CspAdditions } from '../security';
import { type MapTiles, mapTileSource, mapTilesFrom } from './map-tiles';

export interface ClientConfigOptions {
  shellDist: string;
  recaptchaSiteKey: string | undefined;
  /** FIREBASE_CONFIG as given: JSON text of firebase's web app settings. */
  firebaseConfig: string | undefined;
  firebaseVapidKey: string | undefined;
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION as given (map-tiles.ts); unset, OpenStreetMap's. */
  mapTileUrl?: string;
  mapTileAttribution?: string;
}

export interface AppConfig {
  recaptchaSiteKey: string | null;
  push: { firebaseConfig: Record<string, string>; vapidKey: string } | null;
  map: MapTiles;
}

/** Firebase's settings when FIREBASE_CONFIG is a JSON object of strings; anything else is refused with a log. */
function parseFirebaseConfig(text: string | undefined): Record<string, string> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((entry) => typeof entry === 'string')
    )
      return value as Record<string, string>;
  } catch {
    // reported below
  }
  logger.error('[client-config] FIREBASE_CONFIG is not a JSON object of strings; push is off');
  return null;
}

export function buildAppConfig(options: ClientConfigOptions): AppConfig {
  const firebaseConfig = parseFirebaseConfig(options.firebaseConfig);
  const vapidKey = options.firebaseVapidKey?.trim();
  return {
    recaptchaSiteKey: options.recaptchaSiteKey?.trim() || null,
    push: firebaseConfig && vapidKey ? { firebaseConfig, vapidKey } : null,
    map: mapTilesFrom(options.mapTileUrl, options.mapTileAttribution),
  };
}

/** The origins the page needs for what is configured: Google's for reCAPTCHA, firebase's for push, the map's tiles. */
export function clientConfigCsp(config: AppConfig): CspAdditions {
  const additions: CspAdditions = {};
  const add = (directive: string, ...origins: string[]) => {
    additions[directive] = [...(additions[directive] ?? []), ...origins];
  };
  if (config.recaptchaSiteKey) {
    add('script-src', 'https://www.google.com', 'https://www.gstatic.com');
    add('frame-src', 'https://www.google.com');
    add('connect-src', 'https://www.google.com');
  }
  if (config.push) {
    add(
      'connect-src',
      'https://fcmregistrations.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://fcm.googleapis.com',
    );
  }
  const tiles = mapTileSource(config.map.tileUrl);
  if (tiles) add('img-src', tiles);
  return additions;
}

export function clientConfigRoutes(options: ClientConfigOptions) {
  const config = buildAppConfig(options);
  const workerFile = path.join(options.shellDist, 'firebase-messaging-sw.js');
  return new Hono()
    .get('/app-config.json', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(config);
    })
    .get('/firebase-messaging-sw.js', async (c) => {
      let script: string;
      try {
        script = await fs.promises.readFile(workerFile, 'utf8');
      } catch {
        return c.text('Not Found', 404);
      }
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      // A service worker is checked for updates by the browser; never let a cache hold an old one.
      c.header('Cache-Control', 'no-cache');
      return c.body(script);
    });
}
