import { imageSizes, imageSrcSet } from './image-srcset';

const photo = '/media/hotels/12/exterior-1.svg';
const widthsOf = (srcSet = '') => srcSet.split(', ').map((candidate) => candidate.split(' ')[1]);
const params = (url: string) => new URL(url, 'http://x').searchParams;

describe('imageSizes', () => {
  it('lists the breakpoints widest first, the smallest without a condition', () => {
    expect(imageSizes({ xs: '100vw', md: '50vw', lg: '33vw' })).toBe(
      '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
    );
    expect(imageSizes({ lg: '400px', sm: '50vw' })).toBe('(min-width: 1024px) 400px, 50vw');
  });

  it('writes xxl and 2xl, which share a width, once', () => {
    expect(imageSizes({ xs: '100vw', xxl: '1200px', '2xl': '1200px' })).toBe(
      '(min-width: 1536px) 1200px, 100vw',
    );
  });
});

describe('imageSrcSet', () => {
  it('lists the picture at every allowed width by default', () => {
    const image = imageSrcSet(photo);
    expect(widthsOf(image.srcSet)).toEqual([
      '320w',
      '640w',
      '768w',
      '1024w',
      '1280w',
      '1536w',
      '2048w',
      '2560w',
      '3072w',
    ]);
    expect(image.sizes).toBe('100vw');
    expect(params(image.src).get('w')).toBe('1024');
  });

  it('rounds the widths asked for up to allowed ones and drops repeats', () => {
    expect(widthsOf(imageSrcSet(photo, { widths: [300, 320, 700, 780] }).srcSet)).toEqual([
      '320w',
      '768w',
      '1024w',
    ]);
  });

  it('cuts every candidate to the aspect ratio and gives the size to reserve', () => {
    const image = imageSrcSet(photo, {
      widths: [320, 640],
      aspectRatio: 4 / 3,
      fit: 'cover',
      format: 'webp',
    });
    expect(
      image.srcSet?.split(', ').map((candidate) => params(candidate.split(' ')[0] ?? '').get('h')),
    ).toEqual(['240', '480']);
    expect(image).toMatchObject({ width: 640, height: 480 });
    expect(params(image.src).get('f')).toBe('webp');
  });

  it('uses the given sizes attribute', () => {
    const sizes = imageSizes({ xs: '100vw', md: '50vw' });
    expect(imageSrcSet(photo, { sizes }).sizes).toBe(sizes);
  });

  it('leaves a source the image path cannot draw as it is, without a srcSet', () => {
    expect(imageSrcSet('https://cdn.example.com/a.jpg')).toEqual({
      src: 'https://cdn.example.com/a.jpg',
      sizes: '100vw',
    });
  });
});
