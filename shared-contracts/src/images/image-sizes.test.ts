import {
  clampImageQuality,
  IMAGE_BREAKPOINTS,
  IMAGE_DENSITIES,
  IMAGE_WIDTHS,
  isImageHeightAllowed,
  nextImageWidth,
} from './image-sizes';

describe('image sizes', () => {
  it("holds product §9's breakpoints and densities", () => {
    expect(IMAGE_BREAKPOINTS).toEqual({
      xs: 320,
      sm: 640,
      md: 768,
      lg: 1024,
      xl: 1280,
      xxl: 1536,
      '2xl': 1536,
    });
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
  });

  it('allows every breakpoint times every density, ascending, once each', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('rounds a width up to the next allowed one and caps it at the largest', () => {
    expect(nextImageWidth(780)).toBe(1024);
    expect(nextImageWidth(640)).toBe(640);
    expect(nextImageWidth(1)).toBe(320);
    expect(nextImageWidth(0)).toBe(320);
    expect(nextImageWidth(10_000)).toBe(3072);
  });

  it('allows a height up to three times the width and down to a third of it', () => {
    expect(isImageHeightAllowed(640, 427)).toBe(true);
    expect(isImageHeightAllowed(640, 1920)).toBe(true);
    expect(isImageHeightAllowed(640, 1921)).toBe(false);
    expect(isImageHeightAllowed(640, 214)).toBe(true);
    expect(isImageHeightAllowed(640, 213)).toBe(false);
    expect(isImageHeightAllowed(640, 400.5)).toBe(false);
  });

  it('clamps quality to 30–90 as a whole number', () => {
    expect(clampImageQuality(5)).toBe(30);
    expect(clampImageQuality(100)).toBe(90);
    expect(clampImageQuality(74.6)).toBe(75);
  });
});
