import { fitBounds } from './fit-bounds';

// Two hotels of Mashhad about 2.2 km apart east-west and north-south.
const A = { lat: 36.28, lng: 59.6 };
const B = { lat: 36.3, lng: 59.625 };

describe('fitBounds', () => {
  it('gives the largest whole zoom at which both points fit inside the padding, centred between them', () => {
    const view = fitBounds([A, B], 600, 400, { padding: 32, maxZoom: 18 });

    // At zoom 14 the world is 256·2¹⁴ px wide: 0.025° of longitude is 291 px (fits 536), 0.02° of latitude 287 px
    // (fits 336); at 15 they would be 582 and 575 px, too wide and too tall.
    expect(view.zoom).toBe(14);
    expect(view.centre.lng).toBeCloseTo(59.6125, 6);
    expect(view.centre.lat).toBeCloseTo(36.29, 3);
  });

  it('zooms out for a wider spread and never past the limits', () => {
    // Mashhad to Tehran, 8.2° of longitude: 373 px at zoom 6, 746 at 7.
    const tehran = { lat: 35.7, lng: 51.4 };
    expect(fitBounds([A, tehran], 600, 400).zoom).toBe(6);
    expect(fitBounds([A, B], 6000, 4000, { maxZoom: 16 }).zoom).toBe(16);
    expect(fitBounds([A, { lat: -36, lng: -120 }], 100, 100, { minZoom: 2 }).zoom).toBe(2);
  });

  it('takes a frame smaller than its padding as one pixel, not a negative size', () => {
    expect(Number.isFinite(fitBounds([A, B], 40, 40, { padding: 32 }).zoom)).toBe(true);
  });
});
