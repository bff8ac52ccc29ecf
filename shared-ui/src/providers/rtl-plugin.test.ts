// The fast RTL plugin must write exactly what stylis-plugin-rtl writes: a wrong flip is a visible bug on every
// page. Each test runs the same CSS through stylis with each plugin (in the cache's order, after the prefixer)
// and compares the output, rule for rule.
import createCache from '@emotion/cache';
import fc from 'fast-check';
import { compile, type Middleware, middleware, prefixer, serialize, stringify } from 'stylis';
import stylisPluginRtl from 'stylis-plugin-rtl';
import corpus from './rtl-corpus.fixture.json';
import { rtlPlugin } from './rtl-plugin';
import { webkitUserSelect } from './webkit-user-select';

const run = (css: string, plugin: Middleware) =>
  serialize(compile(css), middleware([prefixer, plugin, stringify]));

/** The CSS on which the two plugins differ, with both outputs. */
function differences(sheets: string[]) {
  return sheets
    .map((css) => ({ css, expected: run(css, stylisPluginRtl), actual: run(css, rtlPlugin) }))
    .filter(({ expected, actual }) => expected !== actual);
}

/** What an emotion cache with the given RTL plugin inserts for each piece of CSS (its own plugins included). */
function emotionRules(sheets: string[], plugin: Middleware) {
  const container = document.createElement('div');
  const cache = createCache({ key: 'rtl', container, stylisPlugins: [prefixer, plugin], speedy: false });
  sheets.forEach((styles, i) => {
    cache.insert('', { name: `n${i}`, styles, next: undefined }, cache.sheet, true);
  });
  return Array.from(container.querySelectorAll('style'), (style) => style.textContent);
}

describe('rtlPlugin', () => {
  it('writes what stylis-plugin-rtl writes for the corpus in the cache’s own order (no prefixer, Safari’s user-select)', () => {
    const asCache = (css: string, plugin: Middleware) =>
      serialize(compile(css), middleware([webkitUserSelect, plugin, stringify]));
    const differ = (corpus as string[]).filter(
      (css) => asCache(css, rtlPlugin) !== asCache(css, stylisPluginRtl),
    );
    expect(differ).toEqual([]);
    const all = (corpus as string[]).map((css) => asCache(css, rtlPlugin)).join('\n');
    expect(all).not.toMatch(
      /-webkit-(box|flex|transition|transform)|-ms-(flex|grid|transform)|-(moz|ms)-user-select/,
    );
    expect(all.match(/-webkit-user-select:/g)?.length).toBe(all.match(/[;{]user-select:/g)?.length);
  });

  it('writes what stylis-plugin-rtl writes for every rule the apps render (the recorded corpus)', () => {
    expect(corpus.length).toBeGreaterThan(300);
    expect(differences(corpus)).toEqual([]);
  });

  it('flips the corpus through an emotion cache (with emotion’s own plugins) exactly as stylis-plugin-rtl does', () => {
    const expected = emotionRules(corpus, stylisPluginRtl);
    expect(expected.length).toBeGreaterThan(300);
    expect(emotionRules(corpus, rtlPlugin)).toEqual(expected);
  });

  it('flips what cssjanus flips: sides, corners, four-value shorthands, shadows, translate, cursors, backgrounds', () => {
    const css =
      '.a{margin-left:1px;padding-right:2px;border-left:1px solid red;border-right-width:3px;left:0;right:auto;' +
      'float:left;clear:right;text-align:left;direction:ltr;margin:1px 2px 3px 4px;padding:1px 2px 3px calc(4px + 1em);' +
      'border-width:1px 2px 3px 4px;border-color:red green blue #fff;border-style:solid dashed none dotted;' +
      'border-top-left-radius:4px;border-bottom-right-radius:2px;border-radius:1px 2px 3px 4px/5px 6px;' +
      'box-shadow:2px 3px 4px red;text-shadow:-1px 0 red;transform:translateX(10px) rotate(3deg);' +
      'transform:translate(-50%, 20%);cursor:nw-resize;cursor:e-resize;background-position:10% 20%;' +
      'background:url(left.png) 33.3% 0;background-position-x:25%;}';
    const flipped = run(css, rtlPlugin);
    expect(flipped).toBe(run(css, stylisPluginRtl));
    for (const part of [
      'margin-right:1px;',
      'padding-left:2px;',
      'border-right:1px solid red;',
      'border-left-width:3px;',
      'right:0;',
      'left:auto;',
      'float:right;',
      'text-align:right;',
      'direction:rtl;',
      'margin:1px 4px 3px 2px;',
      'border-top-right-radius:4px;',
      'border-radius:2px 1px 4px 3px/6px 5px;',
      'box-shadow:-2px 3px 4px red;',
      'translateX(-10px)',
      'translate(50%, 20%)',
      'cursor:ne-resize;',
      'cursor:w-resize;',
      'background-position:90% 20%;',
      'url(left.png) 66.7% 0',
      'background-position-x:75%;',
    ]) {
      expect(flipped).toContain(part);
    }
  });

  it('swaps four-value margins and paddings as cssjanus does, by hand or by its expression', () => {
    for (const declaration of [
      'padding:8px 16px 0 24px;',
      'margin:-1px 2.5em 3% auto;',
      'MARGIN:1PX 2PX 3PX 4PX;',
      'scroll-margin:1px 2px 3px 4px;',
      'border-width:0 1px 2px 3px;',
      'padding:1px 2px 3px 4px!important;',
      'padding:1px 2px 3px 4px !important;',
      'margin:calc(1px + 2px) 2px 3px 4px;',
      'margin:10 px 2px 3px 4px;',
      'margin:1px 2px 3px;',
      'margin:1px 2px 3px 4px 5px;',
      'margin:1px  2px 3px 4px;',
      'margin:var(--a) 2px 3px 4px;',
      'margin:1px 2px 3px inherit;',
      'border-width:thin medium thick 0;',
      'margin:.5em 1e3px 0 7q;',
    ]) {
      const css = `.a{${declaration}}`;
      expect(run(css, rtlPlugin)).toBe(run(css, stylisPluginRtl));
    }
  });

  it('leaves alone what cssjanus leaves alone', () => {
    const css =
      '.a{margin-inline-start:1px;inset-inline-end:0;transform:scale(-1);rotate:45deg;translate:10px;' +
      'box-shadow:0 1px 2px red;box-shadow:rgba(0,0,0,.2) 2px 0;cursor:ew-resize;background:url(a-left.png);' +
      'text-align:center;justify-content:flex-start;content:"left";}';
    expect(run(css, rtlPlugin)).toBe(run(css, stylisPluginRtl));
    expect(run(css, rtlPlugin)).toContain('background:url(a-left.png);');
    expect(run(css, rtlPlugin)).toContain('margin-inline-start:1px;');
  });

  it('matches on nested rules, media queries, keyframes, @supports, @layer, pseudo selectors and !important', () => {
    const sheets = [
      '.a{color:red;margin-left:1px;@media (min-width:600px){margin-left:2px;}&:hover{padding-left:3px}}',
      '@media (min-width:600px){.a{margin-left:2px;}.b{left:0!important}}',
      '@supports (display:grid){.a{margin-left:2px;}@media (x){.b{left:0}}}',
      '@keyframes k{0%{left:0;transform:translateX(10px)}100%{left:10px}}',
      '.a::placeholder{margin-left:1px}.a:read-only{padding-right:1px}',
      '@layer x{.a{margin-left:1px}}@container (min-width:1px){.a{margin-left:1px}}',
      '.a::before{content:"";left:0;right:auto!important;}.a:not(.b)>*{float:left !important;}',
      '.a{}.b{;;}.c{label:x;}',
      '.a{margin-left:1px;.b &{padding-right:2px}}',
    ];
    expect(differences(sheets)).toEqual([]);
  });

  it('honours /* @noflip */ and other comments as stylis-plugin-rtl does (by handing those rules to it)', () => {
    const sheets = [
      '.a{ /* @noflip */ float:left;margin-left:1px}',
      '/* @noflip */ .a{float:left}',
      '.a{margin-left:1px;/* a comment */padding-right:2px}',
      '.a{float:left;content:")"}',
      '.a{float:left;content:"it)"}.b{float:left;width:var(--x)}',
      '.a{left:0;b:a\\)}',
      '.left{margin-left:1px}.a[data-side="right"]{left:0}.a:dir(ltr){left:0}',
    ];
    expect(differences(sheets)).toEqual([]);
  });
});

// Declarations built from the vocabulary cssjanus works on, and words it must leave alone.
const properties = [
  'margin',
  'margin-left',
  'margin-right',
  'margin-top',
  'margin-inline-start',
  'padding',
  'padding-left',
  'padding-right',
  'left',
  'right',
  'top',
  'float',
  'clear',
  'text-align',
  'direction',
  'border',
  'border-left',
  'border-right',
  'border-left-width',
  'border-right-color',
  'border-left-style',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'border-radius',
  'border-width',
  'border-color',
  'border-style',
  'box-shadow',
  'text-shadow',
  'transform',
  'background',
  'background-position',
  'background-position-x',
  'background-image',
  'background-color',
  'cursor',
  'transition',
  'content',
  'width',
  'color',
  '--my-left',
  '--x',
  'justify-content',
  'flex-direction',
  'inset',
  'translate',
  'font-family',
  '-webkit-box-shadow',
  'transform-origin',
  'label',
  'grid-template-columns',
  'mask-position',
  'outline',
];
const words = [
  '0',
  '1px',
  '-2px',
  '.5em',
  '10%',
  '33.3%',
  '-12.25%',
  '100%',
  'auto',
  'inherit',
  'calc(100% - 2px)',
  'calc(1px + 2px)',
  'left',
  'right',
  'Left',
  'RIGHT',
  'center',
  'ltr',
  'rtl',
  'e-resize',
  'nw-resize',
  'ew-resize',
  'sw-resize',
  'w-resize',
  'none',
  'solid',
  'dashed',
  'red',
  '#fff',
  'rgba(0, 0, 0, 0.2)',
  'hsla(1,2%,3%,.4)',
  'url(left.png)',
  'url("a-right.svg")',
  'url(x)',
  '"left"',
  "'right'",
  '"\\200b"',
  '\\6c eft',
  'a\\ b',
  '")"',
  'x)',
  'translate(10px, 20%)',
  'translateX(-3px)',
  'translate( 5px )',
  'translateY(2px)',
  'scale(1)',
  'rotate(45deg)',
  'inset',
  '!important',
  '/',
  ',',
  'var(--a)',
  'var(--left)',
  'left-icon',
  'top-right',
  'margin',
  'x',
  '3em',
  '7',
  '0.0%',
  '1e3',
  '-0',
  'in',
  '2s',
  'ease-in-out',
  'repeat(2, 1fr)',
  'min(1px, 2px)',
  'Vazirmatn',
  '"Segoe UI"',
  'سمت',
  'a_b',
  '-webkit-left',
];
const selectors = [
  '.a',
  '.rtl-1x2y',
  '.a:hover',
  '.a .b',
  '.a>*',
  '.a::after',
  '.a:not(:last-child)',
  '.a[data-x="y"]',
  'body',
  '.a,.b',
  '.MuiButton-colorPrimary',
  '.MuiDrawer-paperAnchorLeft',
  '.a.left',
  '.a:dir(rtl)',
  '*',
];
const space = fc.constantFrom('', ' ', '  ', '\n');
const value = fc
  .array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(' ', ' ', ',', ', ', '', ' / ')), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.map(([word, sep], i) => (i === parts.length - 1 ? word : word + sep)).join(''));
const declaration = fc
  .tuple(fc.constantFrom(...properties), space, space, value, fc.constantFrom(';', ';', ' !important;', ';;'))
  .map(([property, before, after, v, end]) => `${property}${before}:${after}${v}${end}`);
const declarations = fc.array(declaration, { maxLength: 6 }).map((list) => list.join(''));
const rule = fc
  .tuple(
    fc.constantFrom(...selectors, 'WebkitBoxShadow', '&.left'),
    declarations,
    fc.option(fc.tuple(fc.constantFrom('&:hover', '& .c'), declarations)),
  )
  .map(([selector, body, nested]) => `${selector}{${body}${nested ? `${nested[0]}{${nested[1]}}` : ''}}`);
const sheet = fc.tuple(rule, fc.option(rule), fc.boolean()).map(([first, second, inMedia]) => {
  const rules = first + (second ?? '');
  return inMedia ? `@media (min-width:600px){${rules}}` : rules;
});

describe('rtlPlugin against stylis-plugin-rtl (generated CSS)', () => {
  it('writes the same CSS for generated declarations, rules and media queries', () => {
    fc.assert(
      fc.property(sheet, (css) => {
        expect(run(css, rtlPlugin)).toBe(run(css, stylisPluginRtl));
      }),
      { numRuns: 4000 },
    );
  });

  it('writes the same CSS for generated keyframes (a lookahead runs on through the later steps)', () => {
    const step = fc.tuple(fc.constantFrom('0%', 'from', '50%', 'to', '100%', '0%,100%'), declarations);
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 4 }), (steps) => {
        const css = `@keyframes k{${steps.map(([at, body]) => `${at}{${body}}`).join('')}}`;
        expect(run(css, rtlPlugin)).toBe(run(css, stylisPluginRtl));
      }),
      { numRuns: 4000 },
    );
  });

  it('writes the same CSS for one generated declaration at a time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...selectors), declaration, (selector, decl) => {
        const css = `${selector}{${decl}}`;
        expect(run(css, rtlPlugin)).toBe(run(css, stylisPluginRtl));
      }),
      { numRuns: 4000 },
    );
  });
});
