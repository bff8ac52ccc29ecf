// One line of mixed Persian and Latin text as runs in visual order (left to right on the page), by the Unicode
// bidi algorithm (bidi-js) with a right-to-left paragraph direction. Each run keeps its characters in logical
// order with its direction, so fontkit shapes Persian letters joined and reverses only right-to-left runs.
import bidiFactory from 'bidi-js';
import type { RunDirection } from './pdf-font';

const bidi = bidiFactory();

export interface VisualRun {
  text: string;
  direction: RunDirection;
}

/** Character indices in the order they appear from left to right (rule L2). */
function visualOrder(line: string, levels: ReturnType<typeof bidi.getEmbeddingLevels>): number[] {
  const order = Array.from({ length: line.length }, (_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(line, levels)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  return order;
}

/**
 * @example visualRuns('اتاق دو تخته (Twin) – ۲ شب')
 * // → [{ text: '۲ شب', direction: 'rtl' } …] read right to left: 'اتاق دو تخته (' … 'Twin' … ') – ' …
 */
export function visualRuns(line: string): VisualRun[] {
  let runs = analysed.get(line);
  if (!runs) {
    if (analysed.size >= MAX_CACHED_LINES) analysed.clear();
    runs = analyse(line);
    analysed.set(line, runs);
  }
  return runs;
}

/** Lines already analysed: labels and most values repeat from one voucher to the next. */
const analysed = new Map<string, VisualRun[]>();
const MAX_CACHED_LINES = 20_000;

function analyse(line: string): VisualRun[] {
  if (line === '') return [];
  const levels = bidi.getEmbeddingLevels(line, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const charAt = (i: number) => mirrored.get(i) ?? line[i];
  const runs: { indices: number[]; odd: boolean }[] = [];
  for (const index of visualOrder(line, levels)) {
    const odd = (levels.levels[index] ?? 1) % 2 === 1;
    const last = runs.at(-1);
    const previous = last?.indices.at(-1);
    if (last && last.odd === odd && previous === index + (odd ? 1 : -1)) last.indices.push(index);
    else runs.push({ indices: [index], odd });
  }
  return runs.map(({ indices, odd }) => {
    const logical = odd ? [...indices].reverse() : indices;
    return { text: logical.map(charAt).join(''), direction: odd ? 'rtl' : 'ltr' };
  });
}
