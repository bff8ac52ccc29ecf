import { isImageSource, isVersionedImageSource } from './image-source';

describe('image sources', () => {
  it("accepts booking-api's hotel photos", () => {
    expect(isImageSource('/media/hotels/12/exterior-1.svg')).toBe(true);
    expect(isImageSource('/media/hotels/123456789/pool-12.svg')).toBe(true);
    expect(isImageSource('/media/hotels/12/uploads/photo-3.3f9a2c1b0d4e5f60.webp')).toBe(true);
  });

  it.each([
    'https://example.com/media/a.svg',
    '//example.com/media/a.svg',
    'media/hotels/1/a.svg',
    '/media/hotels/../secret.svg',
    '/media/hotels/%2e%2e/a.svg',
    '/media/hotels/%252e%252e/a.svg',
    '/media//a.svg',
    '/media/hotels\\1/a.svg',
    '/media/hotels/1/a.svg?x=1',
    '/media/hotels/1/a.png',
    '/api-docs/a.svg',
    '/Media/a.svg',
    '/media/hotels/1/a.svg\n',
  ])('refuses %j', (src) => {
    expect(isImageSource(src)).toBe(false);
  });

  it('sees a content hash in the file name as a version', () => {
    expect(isVersionedImageSource('/media/hotels/12/exterior-1.3f9a2c1b.svg')).toBe(true);
    expect(isVersionedImageSource('/media/hotels/12/exterior-1.svg')).toBe(false);
    expect(isVersionedImageSource('/media/hotels/12/uploads/photo-3.3f9a2c1b.webp')).toBe(true);
    expect(isVersionedImageSource('/elsewhere/exterior-1.3f9a2c1b.svg')).toBe(false);
  });
});
