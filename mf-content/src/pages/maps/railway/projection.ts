// Places a latitude and longitude on the railway map's drawing: an equirectangular projection true at Iran's
// middle latitude (32.5°), which is close enough for a schematic map of one country.

export const MAP_WIDTH = 840;
export const MAP_HEIGHT = 760;

const WEST = 43.6;
const NORTH = 40;
const PX_PER_DEGREE = 50;
const X_PER_DEGREE = PX_PER_DEGREE * Math.cos((32.5 * Math.PI) / 180);

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The point on the drawing (x to the east, y to the south), to a tenth of a unit.
 * @example project({ lat: 35.6555, lng: 51.3985 }) // → { x: 328.9, y: 217.2 } (Tehran)
 */
export function project({ lat, lng }: { lat: number; lng: number }): { x: number; y: number } {
  return { x: tenth((lng - WEST) * X_PER_DEGREE), y: tenth((NORTH - lat) * PX_PER_DEGREE) };
}

/** An SVG polyline's points for places in order: 'x,y x,y …'. */
export const polylinePoints = (places: readonly { lat: number; lng: number }[]) =>
  places
    .map(project)
    .map(({ x, y }) => `${x},${y}`)
    .join(' ');
