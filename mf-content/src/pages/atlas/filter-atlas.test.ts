import type { RoadAtlas } from '@rahi/shared-contracts/api';
import { filterAtlas } from './filter-atlas';

const city = (name: string) => ({ name, sold: null });
const atlas: RoadAtlas = {
  provinces: [
    { name: 'کرمان', cities: [city('کرمان'), city('رفسنجان')] },
    { name: 'کرمانشاه', cities: [city('کرمانشاه')] },
    { name: 'مازندران', cities: [city('ساری'), city('قائم‌شهر')] },
  ],
  distances: [
    { from: city('یزد'), to: city('کرمان'), km: 370, via: ['رفسنجان'] },
    { from: city('همدان'), to: city('کرمانشاه'), km: 190, via: [] },
    { from: city('ساری'), to: city('گرگان'), km: 130, via: [] },
  ],
  source: 'تیم راهی',
};

describe('filterAtlas', () => {
  it('finds a city typed with Arabic letters as with Persian ones', () => {
    const persian = filterAtlas(atlas, 'کرمان');
    expect(filterAtlas(atlas, 'كرمان')).toEqual(persian);
    expect(persian.distances.map((road) => road.km)).toEqual([370, 190]);
    expect(persian.provinces.map((province) => province.name)).toEqual(['کرمان', 'کرمانشاه']);
  });

  it('matches a city inside its province, with or without the zero-width non-joiner', () => {
    const result = filterAtlas(atlas, ' قائم شهر ');
    expect(result.provinces.map((province) => province.name)).toEqual(['مازندران']);
    expect(result.distances).toEqual([]);
    expect(filterAtlas(atlas, 'ساري').distances.map((road) => road.to.name)).toEqual(['گرگان']);
  });

  it('gives everything for an empty filter', () => {
    expect(filterAtlas(atlas, '  ')).toEqual({ provinces: atlas.provinces, distances: atlas.distances });
  });
});
