import { CITIES } from './cities';
import { distanceKm } from './geo';

describe('CITIES', () => {
  it('has at least 30 cities with unique Latin slugs', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CITIES.map((city) => city.slug)).size).toBe(CITIES.length);
    for (const city of CITIES) expect(city.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('places every city, airport and landmark inside Iran', () => {
    const places = CITIES.flatMap((city) =>
      [city, city.airport, city.railway, city.landmark].filter(Boolean),
    );
    for (const place of places) {
      expect(place?.lat).toBeGreaterThan(25);
      expect(place?.lat).toBeLessThan(40);
      expect(place?.lng).toBeGreaterThan(44);
      expect(place?.lng).toBeLessThan(64);
    }
  });

  it('keeps airports, stations and landmarks near their city', () => {
    for (const city of CITIES) {
      for (const place of [city.airport, city.railway, city.landmark]) {
        if (place) expect(distanceKm(city, place)).toBeLessThan(60);
      }
    }
  });

  it('gives at least 400 hotels, the most to Mashhad', () => {
    const total = CITIES.reduce((sum, city) => sum + city.hotels, 0);
    expect(total).toBeGreaterThanOrEqual(400);
    const [first, second] = [...CITIES].sort((a, b) => b.hotels - a.hotels);
    expect(first?.slug).toBe('mashhad');
    expect(first?.hotels).toBeGreaterThan(second?.hotels ?? 0);
  });
});
