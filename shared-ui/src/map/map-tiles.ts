// The map's tiles as the gateway configures them (GET /app-config.json, MAP_TILE_URL), read once per page.
export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

const OSM: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

let loaded: Promise<MapTiles> | undefined;

const isMapTiles = (value: unknown): value is MapTiles =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MapTiles).tileUrl === 'string' &&
  typeof (value as MapTiles).attribution === 'string';

/** The configured tiles; OpenStreetMap's when the configuration cannot be read. */
export function loadMapTiles(): Promise<MapTiles> {
  loaded ??= fetch('/app-config.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { map?: unknown } | null) => (isMapTiles(body?.map) ? body.map : OSM))
    .catch(() => OSM);
  return loaded;
}
