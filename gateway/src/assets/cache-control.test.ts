import { cacheControlFor } from './cache-control';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControlFor', () => {
  it.each([
    'static/js/123.abcdef0123.js',
    '/srv/shell/dist/static/js/123.abcdef0123.js',
    'static/css/main.0123456789.css',
    'static/fonts/vazirmatn.abcdef0123.woff2',
    'static/js/9.0123456789.js',
  ])('caches %s for a year, since its name carries a content hash', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each(['static/js/123.abcdef0123.js.br', 'static/js/123.abcdef0123.js.gz'])(
    'caches the precompressed twin %s like the file it stands for',
    (file) => {
      expect(cacheControlFor(file)).toBe(IMMUTABLE);
    },
  );

  it.each([
    'main.js',
    'remoteEntry.js',
    'mf-manifest.json',
    'index.html',
    'main.js.br',
    'remoteEntry.js.gz',
    'mf-manifest.json.gz',
  ])('makes the browser revalidate %s, whose name stays the same across deploys', (file) => {
    expect(cacheControlFor(file)).toBe('no-cache');
  });

  it.each([
    ['a nine-character hash', 'static/js/123.abcdef012.js'],
    ['an eleven-character hash', 'static/js/123.abcdef01234.js'],
    ['a ten-character name that is not hex', 'static/js/app.ghijklmnop.js'],
    ['a hash that is not right before the extension', 'static/js/abcdef0123.app.js'],
  ])('does not treat %s as a content hash', (_label, file) => {
    expect(cacheControlFor(file)).toBe('no-cache');
  });

  it('strips only a final .br or .gz, so an unhashed file behind one stays revalidated', () => {
    expect(cacheControlFor('static/js/123.abcdef0123.br.js')).toBe('no-cache');
  });
});
