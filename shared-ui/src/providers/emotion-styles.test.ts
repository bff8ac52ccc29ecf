/** @jest-environment node */
import createCache from '@emotion/cache';
import { extractStyleChunks, styleTags } from './emotion-styles';

function compatCache() {
  const cache = createCache({ key: 'rtl' });
  cache.compat = true;
  return cache;
}

describe('extractStyleChunks', () => {
  it('keeps every class rule, also one no element carries, and each global rule apart', () => {
    const cache = compatCache();
    cache.inserted.aaa = '.rtl-aaa{color:red;}';
    cache.registered['rtl-aaa'] = 'color:red;';
    cache.inserted.bbb = '.rtl-bbb{color:blue;}';
    cache.registered['rtl-bbb'] = 'color:blue;';
    cache.inserted.ggg = 'body{margin:0;}';

    const chunks = extractStyleChunks(cache);

    expect(chunks).toEqual([
      { key: 'rtl-global', ids: ['ggg'], css: 'body{margin:0;}' },
      { key: 'rtl', ids: ['aaa', 'bbb'], css: '.rtl-aaa{color:red;}.rtl-bbb{color:blue;}' },
    ]);
  });

  it('skips entries a non-compat cache marked only as inserted', () => {
    const cache = compatCache();
    cache.inserted.aaa = true;

    expect(extractStyleChunks(cache)).toEqual([]);
  });
});

describe('styleTags', () => {
  it('writes one data-emotion tag per chunk, naming its key and ids', () => {
    expect(styleTags([{ key: 'rtl', ids: ['a', 'b'], css: '.x{}' }])).toBe(
      '<style data-emotion="rtl a b">.x{}</style>',
    );
  });

  it('cannot be closed early by CSS that contains </style>', () => {
    const tags = styleTags([{ key: 'rtl', ids: ['a'], css: '.x{content:"</style><script>"}' }]);

    expect(tags.match(/<\/style>/g)).toHaveLength(1);
  });
});
