import { imageUrl, normaliseImageBackground } from './image-url';

const photo = '/media/hotels/12/exterior-1.svg';
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('imageUrl', () => {
  it('asks the image path for the next allowed width', () => {
    expect(imageUrl(photo, { width: 780 })).toBe('/_img?src=%2Fmedia%2Fhotels%2F12%2Fexterior-1.svg&w=1024');
  });

  it('scales the height with the rounded-up width', () => {
    expect(query(imageUrl(photo, { width: 300, height: 200 }))).toMatchObject({ w: '320', h: '213' });
  });

  it('keeps the height within three times the width either way', () => {
    expect(query(imageUrl(photo, { width: 320, height: 5000 })).h).toBe('960');
    expect(query(imageUrl(photo, { width: 320, height: 10 })).h).toBe('107');
  });

  it('writes fit, background, clamped quality and format', () => {
    expect(
      query(
        imageUrl(photo, { width: 640, fit: 'contain', background: '#FA0', quality: 120, format: 'avif' }),
      ),
    ).toEqual({ src: photo, w: '640', fit: 'contain', bg: 'ffaa00', q: '90', f: 'avif' });
  });

  it('leaves out a background that is not a hex colour', () => {
    expect(query(imageUrl(photo, { width: 640, background: 'red' })).bg).toBeUndefined();
  });

  it('gives back a source the image path cannot draw unchanged', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', { width: 640 })).toBe('https://cdn.example.com/a.jpg');
  });
});

describe('normaliseImageBackground', () => {
  it('writes 3- and 6-digit colours as six lower-case digits', () => {
    expect(normaliseImageBackground('fff')).toBe('ffffff');
    expect(normaliseImageBackground('#1F8A8A')).toBe('1f8a8a');
    expect(normaliseImageBackground('#ffff')).toBeUndefined();
    expect(normaliseImageBackground('url(x)')).toBeUndefined();
  });
});
