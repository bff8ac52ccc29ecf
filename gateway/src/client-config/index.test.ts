import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import { createGatewayApp } from '../app';
import { loadConfig } from '../config';
import { buildAppConfig, type ClientConfigOptions, clientConfigCsp, clientConfigRoutes } from '.';
import { mapTilesFrom } from './map-tiles';

const OSM_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};
const FIREBASE = { apiKey: 'AIza-public', projectId: 'rahi', messagingSenderId: '42', appId: '1:42:web:abc' };
let shellDist: string;

const options = (extra: Partial<ClientConfigOptions> = {}): ClientConfigOptions => ({
  shellDist,
  recaptchaSiteKey: undefined,
  firebaseConfig: undefined,
  firebaseVapidKey: undefined,
  ...extra,
});

beforeAll(() => {
  shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-client-config-'));
});

afterEach(() => jest.restoreAllMocks());

describe('GET /app-config.json', () => {
  it('says nothing is configured when no variable is set, and is never cached', async () => {
    const res = await clientConfigRoutes(options()).request('/app-config.json');

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.json()).toEqual({ recaptchaSiteKey: null, push: null, map: OSM_TILES });
  });

  it('gives the reCAPTCHA site key and the push settings when they are set', async () => {
    const res = await clientConfigRoutes(
      options({
        recaptchaSiteKey: '6Lc-site-key',
        firebaseConfig: JSON.stringify(FIREBASE),
        firebaseVapidKey: 'BPublicVapidKey',
      }),
    ).request('/app-config.json');

    expect(await res.json()).toEqual({
      recaptchaSiteKey: '6Lc-site-key',
      push: { firebaseConfig: FIREBASE, vapidKey: 'BPublicVapidKey' },
      map: OSM_TILES,
    });
  });

  it('leaves push off without the public key, even with firebase settings', () => {
    expect(buildAppConfig(options({ firebaseConfig: JSON.stringify(FIREBASE) })).push).toBeNull();
  });

  it('leaves push off, and logs, when FIREBASE_CONFIG is not a JSON object of strings', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});

    for (const broken of ['{not json', '[1,2]', '{"apiKey": 5}']) {
      expect(buildAppConfig(options({ firebaseConfig: broken, firebaseVapidKey: 'B' })).push).toBeNull();
    }
    expect(error).toHaveBeenCalledTimes(3);
  });
});

describe('GET /firebase-messaging-sw.js', () => {
  it("serves the worker from the shell's build, as JavaScript, never cached", async () => {
    fs.writeFileSync(path.join(shellDist, 'firebase-messaging-sw.js'), 'self.console.log("sw");');

    const res = await clientConfigRoutes(options()).request('/firebase-messaging-sw.js');

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe('self.console.log("sw");');
  });

  it('answers 404 when the shell was built without it', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-client-config-empty-'));

    const res = await clientConfigRoutes(options({ shellDist: empty })).request('/firebase-messaging-sw.js');

    expect(res.status).toBe(404);
  });
});

describe('clientConfigCsp', () => {
  it("adds only OpenStreetMap's tiles, for images, when nothing is configured", () => {
    expect(clientConfigCsp(buildAppConfig(options()))).toEqual({
      'img-src': ['https://tile.openstreetmap.org'],
    });
  });

  it("adds the configured tile server's origin for images, a {s} subdomain as a wildcard", () => {
    const csp = (mapTileUrl: string) => clientConfigCsp(buildAppConfig(options({ mapTileUrl })))['img-src'];

    expect(csp('https://{s}.tiles.example.ir/{z}/{x}/{y}.png')).toEqual(['https://*.tiles.example.ir']);
    expect(csp('http://127.0.0.1:9000/t/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:9000']);
    expect(csp('/map-tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });

  it("adds Google's script, frame and connect origins for reCAPTCHA", () => {
    const csp = clientConfigCsp(buildAppConfig(options({ recaptchaSiteKey: 'k' })));

    expect(csp['script-src']).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
    expect(csp['frame-src']).toEqual(['https://www.google.com']);
    expect(csp['connect-src']).toEqual(['https://www.google.com']);
  });

  it("adds firebase's connect origins for push, and nothing for scripts", () => {
    const csp = clientConfigCsp(
      buildAppConfig(options({ firebaseConfig: JSON.stringify(FIREBASE), firebaseVapidKey: 'B' })),
    );

    expect(csp['connect-src']).toContain('https://fcmregistrations.googleapis.com');
    expect(csp['connect-src']).toContain('https://firebaseinstallations.googleapis.com');
    expect(csp['script-src']).toBeUndefined();
  });
});

describe('in the gateway app', () => {
  const app = (env: NodeJS.ProcessEnv) =>
    createGatewayApp(
      loadConfig({
        RAHI_ROOT: shellDist,
        MF_REGISTRY_FILE: path.join(shellDist, 'no-registry.json'),
        ...env,
      }),
    );

  it('answers /app-config.json from the environment and opens the CSP to Google only with a site key', async () => {
    const plain = await app({}).request('/app-config.json');
    const withKey = await app({ RECAPTCHA_SITE_KEY: '6Lc-env-key' }).request('/app-config.json');

    expect(await plain.json()).toEqual({ recaptchaSiteKey: null, push: null, map: OSM_TILES });
    expect(plain.headers.get('Content-Security-Policy')).not.toContain('google');
    expect(await withKey.json()).toMatchObject({ recaptchaSiteKey: '6Lc-env-key' });
    expect(withKey.headers.get('Content-Security-Policy')).toContain('frame-src https://www.google.com');
  });

  it("gives the map's tiles from MAP_TILE_URL and MAP_TILE_ATTRIBUTION and lets the page load them", async () => {
    const res = await app({
      MAP_TILE_URL: 'https://tiles.example.ir/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
    }).request('/app-config.json');

    expect(((await res.json()) as { map: unknown }).map).toEqual({
      tileUrl: 'https://tiles.example.ir/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    expect(res.headers.get('Content-Security-Policy')).toMatch(/img-src [^;]*https:\/\/tiles\.example\.ir/);
  });
});

describe('mapTilesFrom', () => {
  it("refuses a template that is neither http(s) nor a path, with a log, for OpenStreetMap's", () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});

    expect(mapTilesFrom('javascript:alert(1)//{z}', undefined)).toEqual(OSM_TILES);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
