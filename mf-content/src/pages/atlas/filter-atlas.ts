// The road atlas's city filter: a city typed any way (Arabic ي/ك or Persian ی/ک, with or without the ZWNJ,
// Persian or ASCII digits) finds the same rows, by shared-contracts' normalizePersian.
import { normalizePersian } from '@rahi/shared-contracts';
import type { RoadAtlas } from '@rahi/shared-contracts/api';

/**
 * The distances from or to a matching city, and the provinces named so or holding a matching city.
 * @example filterAtlas(atlas, 'كرمان').distances // every road from or to Kerman and Kermanshah
 */
export function filterAtlas(atlas: RoadAtlas, text: string): Pick<RoadAtlas, 'provinces' | 'distances'> {
  const wanted = normalizePersian(text);
  if (!wanted) return { provinces: atlas.provinces, distances: atlas.distances };
  const matches = (name: string) => normalizePersian(name).includes(wanted);
  return {
    distances: atlas.distances.filter((road) => matches(road.from.name) || matches(road.to.name)),
    provinces: atlas.provinces.filter(
      (province) => matches(province.name) || province.cities.some((city) => matches(city.name)),
    ),
  };
}
