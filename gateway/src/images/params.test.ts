import { negotiateFormat, readImageQuery } from './params';

const read = (query: string, accept = 'image/avif,image/webp,*/*') =>
  readImageQuery(new URLSearchParams(query), accept);
const photo = 'src=/media/hotels/12/exterior-1.svg';

describe('readImageQuery', () => {
  it('fills in webp and quality 75 for a width alone, and says the format was negotiated', () => {
    expect(read(`${photo}&w=640`)).toEqual({
      ok: true,
      negotiated: true,
      params: { src: '/media/hotels/12/exterior-1.svg', width: 640, quality: 75, format: 'webp' },
    });
  });

  it('drops the fit without a height (it changes nothing) and uses cover with one', () => {
    const widthOnly = read(`${photo}&w=640&fit=contain`);
    expect(widthOnly.ok && 'fit' in widthOnly.params).toBe(false);
    expect(read(`${photo}&w=640&h=427`)).toMatchObject({ params: { height: 427, fit: 'cover' } });
  });

  it('clamps the quality to 30–90 and leaves it out for lossless png', () => {
    expect(read(`${photo}&w=640&q=5`)).toMatchObject({ params: { quality: 30 } });
    expect(read(`${photo}&w=640&q=100&f=jpeg`)).toMatchObject({ negotiated: false, params: { quality: 90 } });
    const png = read(`${photo}&w=640&q=50&f=png`);
    expect(png.ok && png.params.quality).toBeUndefined();
  });

  it('writes the background as six lower-case digits', () => {
    expect(read(`${photo}&w=640&bg=FA0`)).toMatchObject({ params: { background: 'ffaa00' } });
    expect(read(`${photo}&w=640&bg=%23123abc`)).toMatchObject({ params: { background: '123abc' } });
  });

  it.each([
    ['no source', 'w=640', 'a source that is not a media file'],
    ['a width off the list', `${photo}&w=700`, 'a width that is not allowed'],
    ['a width written with a sign', `${photo}&w=+640`, 'a width that is not allowed'],
    ['a height past the aspect limit', `${photo}&w=320&h=961`, 'a height beyond the aspect limit'],
    ['an unknown fit', `${photo}&w=320&h=320&fit=crop`, 'an unknown fit'],
    ['a colour name', `${photo}&w=320&bg=red`, 'a background that is not a hex colour'],
    ['a fractional quality', `${photo}&w=320&q=7.5`, 'a quality that is not a whole number'],
    ['gif', `${photo}&w=320&f=gif`, 'an unknown format'],
    ['an unknown parameter', `${photo}&w=320&width=320`, 'an unknown parameter "width"'],
    ['a repeated width', `${photo}&w=320&w=3072`, 'a repeated parameter'],
  ])('refuses %s', (_, query, reason) => {
    expect(read(query)).toEqual({ ok: false, reason });
  });
});

describe('negotiateFormat', () => {
  it('draws webp for browsers that take it, jpeg for the rest, never avif unasked', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('webp');
    expect(negotiateFormat('image/avif,*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });
});
