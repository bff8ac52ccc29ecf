// The view that shows every point, as Leaflet's fitBounds gave it: the whole-number zoom at which the points'
// extent (in Web Mercator, the projection of raster tiles) fits the frame less its padding, and the extent's
// middle as the centre. pigeon-maps has no such call (ADR 0041).

const TILE = 256;
const mercatorX = (lng: number) => (lng + 180) / 360;
const mercatorY = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};
const lngOf = (x: number) => x * 360 - 180;
const latOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

export interface FittedView {
  centre: { lat: number; lng: number };
  zoom: number;
}

/**
 * @example fitBounds([{ lat: 36.28, lng: 59.6 }, { lat: 36.3, lng: 59.62 }], 600, 400, { padding: 32, maxZoom: 16 })
 * // → the centre between them, zoom 14
 */
export function fitBounds(
  points: readonly { lat: number; lng: number }[],
  width: number,
  height: number,
  { padding = 0, minZoom = 1, maxZoom = 18 }: { padding?: number; minZoom?: number; maxZoom?: number } = {},
): FittedView {
  const xs = points.map((point) => mercatorX(point.lng));
  const ys = points.map((point) => mercatorY(point.lat));
  const [west, east] = [Math.min(...xs), Math.max(...xs)];
  const [north, south] = [Math.min(...ys), Math.max(...ys)];
  // Each axis's zoom at which the extent spans the frame (an extent of nothing fits any zoom).
  const fits = (extent: number, pixels: number) =>
    extent > 0 ? Math.log2(Math.max(pixels - 2 * padding, 1) / (extent * TILE)) : maxZoom;
  const zoom = Math.floor(Math.min(fits(east - west, width), fits(south - north, height)));
  return {
    centre: { lat: latOf((north + south) / 2), lng: lngOf((west + east) / 2) },
    zoom: Math.min(Math.max(zoom, minZoom), maxZoom),
  };
}
