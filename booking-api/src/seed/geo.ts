// Distances and offsets on the globe, for placing hotels around a city and measuring how far things are.
import type { LatLng } from './cities';

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km, rounded to 0.1 km. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a)) * 10) / 10;
}

/** The point `km` away from `from` in the direction `bearingDegrees` (0 = north), to 5 decimals. */
export function offsetBy(from: LatLng, km: number, bearingDegrees: number): LatLng {
  const bearing = toRadians(bearingDegrees);
  const dLat = (km * Math.cos(bearing)) / 111.32;
  const dLng = (km * Math.sin(bearing)) / (111.32 * Math.cos(toRadians(from.lat)));
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { lat: round(from.lat + dLat), lng: round(from.lng + dLng) };
}
