import { CITIES } from './cities';
import { distanceKm } from './geo';
import { AMENITIES } from './hotel-features';
import { generateHotels } from './hotels';
import { createRandom } from './random';

const cityIds = new Map(CITIES.map((city, i) => [city.slug, i + 1]));
const generate = (limit?: number) => generateHotels(CITIES, cityIds, createRandom('test'), limit);
const all = generate();
const MASHHAD = cityIds.get('mashhad');

describe('generateHotels', () => {
  it('gives the same hotels for the same seed', () => {
    expect(generate()).toEqual(all);
  });

  it('numbers hotels and room types from 1 without gaps', () => {
    expect(all.map((seed) => seed.hotel.id)).toEqual(all.map((_, i) => i + 1));
    const roomIds = all.flatMap((seed) => seed.roomTypes.map((room) => room.id));
    expect(roomIds).toEqual(roomIds.map((_, i) => i + 1));
  });

  it('never repeats a name within a city', () => {
    for (const cityId of cityIds.values()) {
      const names = all.filter((seed) => seed.hotel.cityId === cityId).map((seed) => seed.hotel.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('fills every field of a hotel within its range', () => {
    for (const { hotel, roomTypes } of all) {
      const graded = hotel.type === 'hotel' || hotel.type === 'hotel-apartment' || hotel.type === 'boutique';
      expect(hotel.stars).toBeGreaterThanOrEqual(1);
      expect(hotel.stars).toBeLessThanOrEqual(graded ? 5 : 3);
      expect(['14:00', '12:00', '15:00']).toContain(hotel.checkInTime);
      expect(hotel.description.length).toBeGreaterThan(60);
      expect(hotel.amenities.every((amenity) => (AMENITIES as readonly string[]).includes(amenity))).toBe(
        true,
      );
      expect(hotel.images.length).toBeGreaterThanOrEqual(5);
      expect(hotel.images.length).toBeLessThanOrEqual(9);
      expect(hotel.images.some((image) => image.category === 'pool')).toBe(hotel.amenities.includes('pool'));
      for (const image of hotel.images) {
        expect(image.url).toMatch(new RegExp(`^/media/hotels/${hotel.id}/${image.category}-\\d+\\.svg$`));
      }
      expect(roomTypes.length).toBeGreaterThanOrEqual(2);
      expect(roomTypes.length).toBeLessThanOrEqual(6);
      for (const room of roomTypes) {
        expect(room.inventory).toBeGreaterThanOrEqual(2);
        expect(room.inventory).toBeLessThanOrEqual(30);
        expect(room.maxExtraBeds).toBeLessThanOrEqual(2);
        expect(room.basePrice % 10_000).toBe(0);
      }
    }
  });

  it('places Mashhad hotels 0.2–6 km from the shrine, many within walking distance', () => {
    const shrine = CITIES.find((city) => city.slug === 'mashhad')?.landmark;
    const mashhad = all.filter((seed) => seed.hotel.cityId === MASHHAD);
    const distances = mashhad.map(({ hotel }) => distanceKm(hotel, shrine as NonNullable<typeof shrine>));
    expect(Math.min(...distances)).toBeGreaterThanOrEqual(0.1);
    expect(Math.max(...distances)).toBeLessThanOrEqual(6.1);
    expect(distances.filter((km) => km <= 1.2).length).toBeGreaterThan(mashhad.length / 3);
    for (const { hotel } of mashhad) expect(hotel.nearPlaces.map((place) => place.kind)).toContain('shrine');
  });

  it('prices a Mashhad three-star double at about 30–45 million Rial a weekday night', () => {
    const doubles = all
      .filter(({ hotel }) => hotel.cityId === MASHHAD && hotel.type === 'hotel' && hotel.stars === 3)
      .flatMap(({ roomTypes }) => roomTypes.filter((room) => room.name === 'دو تخته دبل'));
    const average = doubles.reduce((sum, room) => sum + room.basePrice, 0) / doubles.length;
    expect(average).toBeGreaterThan(30_000_000);
    expect(average).toBeLessThan(45_000_000);
  });

  it('keeps a subset spread like the full set, with Mashhad first, and each hotel as in the full set', () => {
    const subset = generate(20);
    expect(subset).toHaveLength(20);
    const mashhad = subset.filter((seed) => seed.hotel.cityId === MASHHAD).length;
    const perCity = new Map<number, number>();
    for (const { hotel } of subset) perCity.set(hotel.cityId, (perCity.get(hotel.cityId) ?? 0) + 1);
    expect(mashhad).toBe(Math.max(...perCity.values()));
    const first = subset[0];
    const same = all.find(
      (seed) => seed.hotel.name === first?.hotel.name && seed.hotel.cityId === first?.hotel.cityId,
    );
    expect(first?.hotel.address).toBe(same?.hotel.address);
  });
});
