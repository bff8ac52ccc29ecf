// Vazirmatn for the voucher PDF, parsed once per worker thread and handed to every document through pdf-lib's
// fontkit hook. Two fixes over fontkit's own layout, which pdf-lib calls without a direction and draws with each
// glyph's advance width: the direction of the run being drawn is set from outside (a bidi run of Persian digits is
// left-to-right even though its script is Arabic), and the default-ignorable characters (ZWNJ, bidi marks), which
// fontkit turns into zero-width spaces that pdf-lib would draw at full width, are dropped after shaping. Each
// glyph's outline is parsed once per thread, not once per subset.
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';

type Fontkit = typeof fontkit;
type FontkitFont = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<FontkitFont['layout']>;
/** fontkit's layout() with the arguments its typings leave out. */
type FullLayout = (
  text: string,
  features: string[],
  script?: string,
  language?: string,
  direction?: string,
) => GlyphRun;

export type RunDirection = 'ltr' | 'rtl';

export const FONT_FILES = {
  regular: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
  bold: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf'),
} as const;
export type FontWeight = keyof typeof FONT_FILES;

/** The direction fontkit lays out the next text in; set by drawRuns() around each run. */
let direction: RunDirection = 'ltr';
export function withDirection<T>(runDirection: RunDirection, draw: () => T): T {
  const previous = direction;
  direction = runDirection;
  try {
    return draw();
  } finally {
    direction = previous;
  }
}

function dropZeroWidthGlyphs(font: FontkitFont, run: GlyphRun): GlyphRun {
  const space = font.glyphForCodePoint(0x20).id;
  const keep = run.glyphs.map((glyph, i) => !(glyph.id === space && run.positions[i]?.xAdvance === 0));
  if (keep.every(Boolean)) return run;
  run.glyphs = run.glyphs.filter((_, i) => keep[i]);
  run.positions = run.positions.filter((_, i) => keep[i]);
  return run;
}

/** Shaped runs kept for the next documents: most of a voucher's words (its labels) repeat from one to the next. */
const MAX_CACHED_RUNS = 20_000;

function shapedFont(font: FontkitFont): FontkitFont {
  const cache = new Map<string, GlyphRun>();
  const layout = (text: string, features?: string[]) => {
    const key = `${direction}\u0000${features?.join(',') ?? ''}\u0000${text}`;
    let run = cache.get(key);
    if (!run) {
      run = dropZeroWidthGlyphs(
        font,
        (font.layout as unknown as FullLayout).call(
          font,
          text,
          features ?? [],
          undefined,
          undefined,
          direction,
        ),
      );
      if (cache.size >= MAX_CACHED_RUNS) cache.clear();
      cache.set(key, run);
    }
    return run;
  };
  const getGlyph = (id: number, characters?: number[]) =>
    decodedOnce(font.getGlyph(id, characters) as unknown as DecodableGlyph);
  return new Proxy(font, {
    get: (target, property) =>
      property === 'layout'
        ? layout
        : property === 'getGlyph'
          ? getGlyph
          : Reflect.get(target, property, target),
  });
}

/** fontkit's glyph, as far as the subset uses it: `_decode()` parses the glyph's outline from the glyf table. */
interface DecodableGlyph {
  _decode(): unknown;
}
const memoized = new WeakSet<DecodableGlyph>();

/**
 * Every subset parses each glyph it takes again (fontkit's TTFSubset calls `_decode()`; about a sixth of a PDF's
 * CPU time): the outline of a static font never changes, so the first parse is kept on the glyph (fontkit keeps
 * the glyph objects).
 */
function decodedOnce(glyph: DecodableGlyph): DecodableGlyph {
  if (memoized.has(glyph)) return glyph;
  const decode = glyph._decode.bind(glyph);
  let outline: unknown;
  let done = false;
  glyph._decode = () => {
    if (!done) {
      outline = decode();
      done = true;
    }
    return outline;
  };
  memoized.add(glyph);
  return glyph;
}

const parsed = new Map<FontWeight, FontkitFont>();

/** The font parsed on first use and kept for the life of the thread. */
export function voucherFont(weight: FontWeight): FontkitFont {
  let font = parsed.get(weight);
  if (!font) {
    font = shapedFont(fontkit.create(readFileSync(FONT_FILES[weight])));
    parsed.set(weight, font);
  }
  return font;
}

/**
 * What pdf-lib's registerFontkit() takes: its embedder calls create(bytes) with the bytes given to embedFont(),
 * which are only the weight's name here, and receives the font already parsed.
 */
export const parsedFontkit = {
  create: (bytes: Uint8Array) => voucherFont(new TextDecoder().decode(bytes) as FontWeight),
} as unknown as Fontkit;

export const fontKey = (weight: FontWeight) => new TextEncoder().encode(weight);
